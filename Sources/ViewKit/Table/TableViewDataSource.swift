public import Foundation

/// Supplies a table view's sections, rows and cells and commits edits; the counterpart of
/// `UITableViewDataSource`.
///
/// Only ``tableView(_:numberOfRowsInSection:)`` and ``tableView(_:cellForRowAt:)`` have no default. The
/// table asks for cells only in its visible range (plus a margin), so a data source of any size costs
/// what the visible rows cost.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; the default is 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; dequeue it with ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The header title of `section`; the default is none.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// Whether the row can be edited (deleted by swiping or in editing mode); the default is true.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Commits a person's edit of the row (a delete); the default does nothing.
    func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
}
