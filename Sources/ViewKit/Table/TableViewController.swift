public import Foundation

/// A view controller whose view is a table view it feeds itself; the counterpart of
/// `UITableViewController`.
///
/// It is the table's data source and delegate; subclasses override the protocol methods they need (all
/// are declared here, so overrides are always called). Editing mode follows ``setEditing(_:animated:)``,
/// and the selection is cleared when the screen reappears.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table view, which is also ``ViewController/view``.
    public let tableView = TableView()
    /// Whether the selection is cleared each time the screen appears.
    public var clearsSelectionOnViewWillAppear = true

    /// Creates a table view controller.
    public override init() { super.init() }

    open override func loadView() {
        view = tableView
        tableView.dataSource = self
        tableView.delegate = self
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    // MARK: TableViewDelegate

    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    open func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableView.EditingStyle { .delete }

    open func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }

    open func tableViewDidScroll(_ tableView: TableView) {}
}
