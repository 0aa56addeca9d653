public import Foundation

/// Hears about selection, editing and scrolling in a table view; the counterpart of
/// `UITableViewDelegate`. Every method has a default.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Asked before a person's tap selects a row; return another index path, or nil to refuse.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Told after a person's tap selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// Told after a person's tap deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The edit a swipe or editing mode offers for the row; the default is delete.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableView.EditingStyle
    /// The delete button's title; the default is "Delete".
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Told after the content offset changed.
    func tableViewDidScroll(_ tableView: TableView)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableView.EditingStyle { .delete }
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Delete" }
    public func tableViewDidScroll(_ tableView: TableView) {}
}
