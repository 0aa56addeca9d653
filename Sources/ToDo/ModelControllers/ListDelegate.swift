public import Foundation
public import ViewKit

/// The table's delegate, in its own object (the article's `TableViewDelegate`): a tap toggles the
/// item's completion and reloads only that row.
@MainActor
public final class ListDelegate: TableViewDelegate {
    private let stateController: StateController

    /// Creates the delegate and makes it `tableView`'s delegate.
    public init(tableView: TableView, stateController: StateController) {
        self.stateController = stateController
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        stateController.toggleCompletion(at: indexPath.row)
    }
}
