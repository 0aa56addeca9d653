import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsRemote
import ViewKit

/// MVC's folder rows with model-owned networking's note: a row whose item the server has not confirmed
/// says so, "⇡ not on the server yet" (the book colours the row: `item.latestChange?.color`). Everything
/// else is the wrapped ``FolderViewDataSource``'s.
@MainActor
final class PendingNotesDataSource: TableViewDataSource {
    private let rows: FolderViewDataSource
    private let remote: any RemoteSync

    /// Notes `rows` with what `remote` has not confirmed.
    init(rows: FolderViewDataSource, remote: any RemoteSync) {
        self.rows = rows
        self.remote = remote
    }

    /// The note on `item`'s row; nil when the server has everything about it.
    func note(for item: Item) -> String? {
        switch remote.pendingChange(of: item) {
        case .create: RecordingsStrings.pendingCreate
        case .update: RecordingsStrings.pendingRename
        case .delete: RecordingsStrings.pendingDeletion
        case nil: nil
        }
    }

    func numberOfSections(in tableView: TableView) -> Int {
        rows.numberOfSections(in: tableView)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.tableView(tableView, numberOfRowsInSection: section)
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = rows.tableView(tableView, cellForRowAt: indexPath)
        cell.detailTextLabel.text =
            rows.contents.indices.contains(indexPath.row) ? note(for: rows.contents[indexPath.row]) : nil
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        rows.tableView(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        rows.tableView(tableView, canEditRowAt: indexPath)
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        rows.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
}
