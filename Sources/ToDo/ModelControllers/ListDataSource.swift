public import Foundation
public import ViewKit

/// The table's data source, in its own object as the article prescribes (its `TableViewDataSource`;
/// renamed here because ViewKit's protocol has that name).
///
/// It keeps a reference to the state controller, never a copy of the array (a copied array would go
/// stale), and is generic in the one thing specific to this app: how a cell is configured, which is
/// passed in as a closure (the article's rule 8). It registers itself as the table's data source.
@MainActor
public final class ListDataSource: TableViewDataSource {
    /// Configures a cell for an item.
    public typealias Configure = @MainActor (ToDoItemCell, ToDoItem) -> Void

    private let stateController: StateController
    private let configure: Configure

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: TableView, stateController: StateController, configure: @escaping Configure) {
        self.stateController = stateController
        self.configure = configure
        tableView.register(ToDoItemCell.self, forCellReuseIdentifier: ToDoItemCell.identifier)
        tableView.dataSource = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        stateController.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ToDoItemCell.identifier, for: indexPath)
        if let itemCell = cell as? ToDoItemCell, stateController.items.indices.contains(indexPath.row) {
            configure(itemCell, stateController.items[indexPath.row])
        }
        return cell
    }

    /// Swipe-to-delete, the article's "natural next feature": removes the item; the row goes when the
    /// state controller tells the list screen (in every window).
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, stateController.items.indices.contains(indexPath.row) else { return }
        stateController.removeItem(at: indexPath.row)
    }
}
