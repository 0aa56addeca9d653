public import ViewKit

/// The list screen: a thin view controller that only wires things together (the article's rule 11).
///
/// It receives the state controller from the app delegate (dependency injection; an initialiser
/// parameter here, where the article's storyboard forced an optional property), creates the data source
/// and delegate objects, reloads the table whenever it reappears, and presents the add screen.
@MainActor
public final class ToDoListTableViewController: TableViewController {
    let stateController: StateController
    private var dataSource: ListDataSource?
    private var listDelegate: ListDelegate?

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
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    /// Presents the add screen in its own navigation controller, passing the state controller on (the
    /// article's `prepareForSegue`).
    public func presentAddItem() {
        let addItem = AddToDoItemViewController(stateController: stateController)
        present(NavigationController(rootViewController: addItem), animated: true)
    }
}
