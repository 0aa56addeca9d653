// Model adapters and view binders: a `FilteredAdapter` holds the document and is changed only by
// messages, a `Var` holds view state, and a label's binder turns their signals into its text.
import MAVB
import ViewKit

enum Edit {
    case add(String)
    case remove(String)
}

// The model adapter: a reducer changes the state in place and returns the notification observers get.
let folders = FilteredAdapter<[String], Edit, Edit>(initialState: ["Ideas"]) { names, edit in
    switch edit {
    case .add(let name): names.append(name)
    case .remove(let name): names.removeAll { $0 == name }
    }
    return edit
}

// A filtered signal with its own filter state: the count, sent only when it changed.
let count = folders.filteredSignal(initialValue: -1) {
    (last: inout Int, names: [String], _: Edit?, next: SignalNext<Int>) in
    guard names.count != last else { return }
    last = names.count
    next.send(names.count)
}

// View state: the name of the selected folder.
let selected = Var("Ideas")

// The view binder: nothing exists until `instance()` builds the label and applies the bindings.
let summary = LabelBinder(
    .textStyle -- .headline,
    .text <-- Signal.combine(count, selected.signal).map { "\($0) folders, \($1) selected" })
let label = summary.instance()
print(label.text ?? "")

folders.input.send(.add("Drafts"))
print(label.text ?? "")
selected.input.send("Drafts")
print(label.text ?? "")
