// A document store and a view-state store with one history: intents commit typed actions, observers
// hear of the actions they asked for, and a jump through the history reloads both stores.
import ViewStateStore

struct Library: Codable, Equatable {
    var folders: [String] = []
}

struct Selection: Codable, Equatable {
    var selected: String?
}

enum LibraryAction {
    case folderAdded(String)
}

enum SelectionAction {
    case selected(String)
}

// The app's intents: each one commits an action with the mutation it names.
extension NotifyingStore where State == Library {
    func addFolder(_ name: String) {
        commit(LibraryAction.folderAdded(name)) { $0.folders.append(name) }
    }
}

extension NotifyingStore where State == Selection {
    func select(_ name: String) {
        commit(SelectionAction.selected(name)) { $0.selected = name }
    }
}

let document = NotifyingStore(name: "Document", content: Library())
let viewState = NotifyingStore(name: "ViewState", content: Selection())
let history = StateHistory(document: document, viewState: viewState)

// Called at once with a nil action (reload), then for every LibraryAction and every reload.
let folders = document.addObserver(actionType: LibraryAction.self) { library, action in
    print("folders: \(action.map { "\($0)" } ?? "reload") -> \(library.folders)")
}
// An observer that commits while it is notified: the new action reaches observers afterwards.
let autoSelect = document.addObserver(actionType: LibraryAction.self) { _, action in
    if case .folderAdded(let name) = action { viewState.select(name) }
}
let selection = viewState.addObserver(actionType: SelectionAction.self) { state, action in
    print("selection: \(action.map { "\($0)" } ?? "reload") -> \(state.selected ?? "none")")
}

document.addFolder("Ideas")
document.addFolder("Drafts")
print("history: \(history.entries.map(\.action))")

history.jump(to: 2)
print("after the jump: \(document.content.folders), selected \(viewState.content.selected ?? "none")")
print(String(decoding: try document.serialized(), as: UTF8.self))
