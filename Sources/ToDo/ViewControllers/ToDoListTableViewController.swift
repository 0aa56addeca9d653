import Foundation
import Services
public import ViewKit

/// The list screen: a thin view controller that only wires things together (the article's rule 11).
///
/// It receives the state controller from the app delegate (dependency injection; an initialiser
/// parameter here, where the article's storyboard forced an optional property), creates the data source
/// and delegate objects, presents the add screen, and applies the state controller's changes to the
/// table row by row.
///
/// NB: the article reloads the whole table in `viewWillAppear`, which is enough for one window: the only
/// change made elsewhere comes from the add screen, which this screen reappears after. With several
/// windows (browser tabs) on one list, a change in one must show in the others at once, so the screen
/// observes the state controller instead and inserts, reloads or deletes only the changed row.
@MainActor
public final class ToDoListTableViewController: TableViewController {
    let stateController: StateController
    private var dataSource: ListDataSource?
    private var listDelegate: ListDelegate?
    private var observation: ListObservation?

    /// Creates the list screen for `stateController`.
    public init(stateController: StateController) {
        self.stateController = stateController
        super.init()
        title = "To-Do List"
        restorationIdentifier = "toDoList"
        let add = BarButtonItem(
            systemItem: .add, target: self, action: ToDoListTableViewController.presentAddItem)
        add.accessibilityLabel = "Add"
        navigationItem.rightBarButtonItem = add
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = "toDoList"
        dataSource = ListDataSource(tableView: tableView, stateController: stateController) { cell, item in
            cell.name = item.name
            cell.completed = item.completed
        }
        listDelegate = ListDelegate(tableView: tableView, stateController: stateController)
        observation = stateController.addObserver { [weak self] change in self?.apply(change) }
    }

    /// Changes the one row `change` concerns.
    private func apply(_ change: ListChange) {
        switch change {
        case .inserted(let index): tableView.insertRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        case .updated(let index): tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
        case .removed(let index): tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        }
    }

    /// Presents the add screen in its own navigation controller, passing the state controller on (the
    /// article's `prepareForSegue`).
    public func presentAddItem() {
        let addItem = AddToDoItemViewController(stateController: stateController)
        present(NavigationController(rootViewController: addItem), animated: true)
    }
}
