import Foundation
import Inspection
import Services
import ViewKit
import ViewStateStore
import WebHost

/// The document of the inspected test app: a list of names.
struct NameList: Codable, Equatable {
    var names: [String] = []
    enum Action: Equatable { case added(String) }
}

/// Its view state: whether the list is in edit mode.
struct ListScreen: Codable, Equatable {
    var isEditing = false
    enum Action: Equatable { case toggledEditing }
}

/// A screen that lists the document's names, rebuilt from the stores as a view-state-driven app's is.
@MainActor
final class NameListViewController: TableViewController {
    let document: NotifyingStore<NameList>
    private var observation: StoreObservation?

    init(document: NotifyingStore<NameList>) {
        self.document = document
        super.init()
        title = "Names"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        observation = document.addObserver(actionType: NameList.Action.self) { [weak self] _, _ in
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        document.content.names.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = document.content.names[indexPath.row]
        return cell
    }
}

/// A small view-state-driven app with a ``StoreInspector``: for the `/inspect` routes.
@MainActor
final class InspectedDelegate: ApplicationDelegate {
    let document = NotifyingStore(name: "Document", content: NameList())
    let viewState = NotifyingStore(name: "ViewState", content: ListScreen())
    let inspector: StoreInspector<NameList, ListScreen>

    init(names: [String], documentIsLoadable: Bool = true) {
        document.reloadAndNotify(NameList(names: names))
        inspector = StoreInspector(
            document: document, viewState: viewState,
            history: StateHistory(document: document, viewState: viewState),
            documentIsLoadable: documentIsLoadable)
    }

    var stateInspector: (any StateInspector)? { inspector }

    func add(_ name: String) {
        document.commit(NameList.Action.added(name)) { $0.names.append(name) }
    }

    func setEditing(_ editing: Bool) {
        viewState.commit(ListScreen.Action.toggledEditing) { $0.isEditing = editing }
    }

    func application(_ application: Application, configure window: Window) {
        window.rootViewController = NavigationController(
            rootViewController: NameListViewController(document: document))
    }
}
