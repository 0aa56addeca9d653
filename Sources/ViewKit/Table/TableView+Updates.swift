public import Foundation
import Services

extension TableView {
    /// Reloads every row from the data source (lazily, on the next layout) and records the reload.
    public func reloadData() {
        reloadData(log: true)
    }

    func reloadData(log: Bool) {
        needsReload = true
        if log { window?.operationLog.record(.reloadData(table: logName)) }
    }

    /// Inserts rows at `indexPaths` (positions after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserts += indexPaths.map { ($0, animation) } }
    }

    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletes += indexPaths.map { ($0, animation) } }
    }

    /// Moves the row at `from` (before the update) to `to` (after it), keeping its cell.
    public func moveRow(at from: IndexPath, to: IndexPath) {
        update { $0.moves.append((from, to)) }
    }

    /// Asks the data source again for the rows at `indexPaths` (positions before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloads += indexPaths.map { ($0, animation) } }
    }

    /// Applies the row updates made in `updates` as one batch, validated once at the end.
    ///
    /// A batch whose counts do not add up is reported through `ProgrammerError` (Services) with UIKit's message,
    /// and the table then reloads all its data, so it never shows rows the data source does not have.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingBatch
        pendingBatch = TableBatch()
        updates()
        let batch = pendingBatch ?? TableBatch()
        pendingBatch = outer
        if var outer {
            outer.deletes += batch.deletes
            outer.inserts += batch.inserts
            outer.reloads += batch.reloads
            outer.moves += batch.moves
            pendingBatch = outer
            completion?(true)
            return
        }
        // NB: not `completion?(apply(batch))`: optional chaining would skip applying without a completion.
        let applied = apply(batch)
        completion?(applied)
    }

    private func update(_ change: (inout TableBatch) -> Void) {
        if var batch = pendingBatch {
            change(&batch)
            pendingBatch = batch
            return
        }
        var batch = TableBatch()
        change(&batch)
        apply(batch)
    }

    @discardableResult
    private func apply(_ batch: TableBatch) -> Bool {
        guard !batch.isEmpty else { return true }
        // NB: before the table first asked for its counts there is nothing to validate against: the next
        // layout loads the data source's counts as they are, as UIKit does.
        if needsReload {
            record(batch)
            return true
        }
        let oldCounts = rowCounts
        let newCounts = currentDataSourceCounts()
        if let message = batch.inconsistency(oldCounts: oldCounts, newCounts: newCounts) {
            ProgrammerError.report(message)
            reloadData()
            return false
        }
        record(batch)
        rowCounts = newCounts
        headerTitles = (0..<newCounts.count).map { dataSource?.tableView(self, titleForHeaderInSection: $0) ?? nil }
        let map = TableBatch.RowMap(batch)
        var moved: [IndexPath: TableViewCell] = [:]
        for (old, cell) in cells {
            if let new = map.newIndexPath(for: old) {
                moved[new] = cell
                cell.displayedIndexPath = new
            } else {
                recycle(cell)
            }
        }
        cells = moved
        if let selected = indexPathForSelectedRow { indexPathForSelectedRow = map.newIndexPath(for: selected) }
        return true
    }

    private func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    private func record(_ batch: TableBatch) {
        guard let log = window?.operationLog else { return }
        let name = logName
        for group in grouped(batch.deletes) { log.record(.deleteRows(group.paths, group.animation, table: name)) }
        for group in grouped(batch.inserts) { log.record(.insertRows(group.paths, group.animation, table: name)) }
        for move in batch.moves { log.record(.moveRow(from: move.from, to: move.to, table: name)) }
        for group in grouped(batch.reloads) { log.record(.reloadRows(group.paths, group.animation, table: name)) }
    }

    private func grouped(
        _ entries: [(IndexPath, RowAnimation)]
    ) -> [(paths: [IndexPath], animation: RowAnimation)] {
        var groups: [(paths: [IndexPath], animation: RowAnimation)] = []
        for (path, animation) in entries {
            if let last = groups.last, last.animation == animation {
                groups[groups.count - 1].paths.append(path)
            } else {
                groups.append(([path], animation))
            }
        }
        return groups
    }

    /// The name the operation log uses for this table: its accessibility identifier, else "table".
    var logName: String { accessibilityIdentifier ?? "table" }
}
