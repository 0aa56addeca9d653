public import Foundation
public import RecordingsCore
import Services
public import ViewKit

/// The folder table's data source and its animator: what RxDataSources'
/// `RxTableViewSectionedAnimatedDataSource` did for the book's MVVM-C app, written by hand.
///
/// The book notes that MVVM without a reactive library loses that data source, and that "we would have
/// to come up with our own mechanism to drive fine-grained table view updates". This is that mechanism:
/// each ``FolderViewModel/folderContents`` emission is handed to ``apply(_:to:)``, which compares it with
/// the rows shown (by item uuid, and by name and kind for the content) and performs the row operations
/// that turn one into the other, with the animations of the MVC app:
///
/// - an item added: `insertRows` at its index, `.left`;
/// - an item removed: `deleteRows` at its old index, `.right`;
/// - an item renamed: `moveRow` from its old to its new index (also when they are equal), then
///   `reloadRows` at the new index, `.fade`;
/// - another section identity (another folder): `reloadData`, the only full reload.
///
/// NB: the rows keep each item's name as it was when shown: the items are shared reference types that
/// are already renamed when the emission arrives, so comparing items with themselves would never see a
/// rename. Several changes in one emission (the store never sends them, but a view model may) are applied
/// as one batch computed by ``ListChangeset``.
@MainActor
public final class FolderTableDataSource: TableViewDataSource {
    /// The reuse identifiers of the two kinds of row (the storyboard's cell identifiers).
    public enum CellID {
        /// A recording's row.
        public static let recording = "RecordingCell"
        /// A folder's row.
        public static let folder = "FolderCell"
    }

    /// What a row shows, kept as it was shown.
    struct Row: Equatable {
        let uuid: UUID
        let name: String
        let isFolder: Bool

        @MainActor
        init(_ item: Item) {
            uuid = item.uuid
            name = item.name
            isFolder = item is Folder
        }
    }

    /// The items shown, one per row.
    public private(set) var items: [Item] = []
    /// The identity of the section shown; nil before the first ``apply(_:to:)``.
    public private(set) var sectionIdentity: UUID?
    private var rows: [Row] = []
    /// Called with the item of a row the person deleted with swipe-to-delete.
    public var onDelete: (@MainActor (Item) -> Void)?

    /// Creates an empty data source.
    public init() {}

    /// Registers the two kinds of cell with `tableView`.
    public func registerCells(with tableView: TableView) {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.recording)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: CellID.folder)
    }

    /// The item of the row at `indexPath`, if there is one.
    public func item(at indexPath: IndexPath) -> Item? {
        items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    // MARK: Applying changes

    /// Shows `sections` (the view model's one section) in `tableView`, animating the difference from the
    /// rows shown before; see the type's documentation for the operations.
    public func apply(_ sections: [FolderSection], to tableView: TableView) {
        let section = sections.first
        let newItems = section?.items ?? []
        let newRows = newItems.map(Row.init)
        let oldRows = rows
        items = newItems
        rows = newRows
        guard let identity = section?.identity, identity == sectionIdentity else {
            sectionIdentity = section?.identity
            tableView.reloadData()
            return
        }
        if let rename = Self.singleRename(from: oldRows, to: newRows) {
            tableView.moveRow(at: path(rename.from), to: path(rename.to))
            tableView.reloadRows(at: [path(rename.to)], with: .fade)
            return
        }
        let changes: ListChangeset
        do {
            changes = try ListChangeset(from: oldRows, to: newRows, id: \.uuid)
        } catch {
            // NB: uuids are unique within a folder (Folder.add refuses duplicates); should a list still
            // hold one, the table shows the rows as they are rather than animate a wrong difference.
            tableView.reloadData()
            return
        }
        guard !changes.isEmpty else { return }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changes.deletions.map { path($0) }, with: .right)
            tableView.insertRows(at: changes.insertions.map { path($0) }, with: .left)
            for move in changes.moves { tableView.moveRow(at: path(move.from), to: path(move.to)) }
            tableView.reloadRows(at: changes.updates.map { path($0) }, with: .fade)
        }
        if !changes.movedUpdates.isEmpty {
            tableView.reloadRows(at: changes.movedUpdates.map { path($0) }, with: .fade)
        }
    }

    /// The old and new index of the one row whose name changed, when that is the only difference (the
    /// store's rename): the same rows, in the same order but for that one.
    static func singleRename(from old: [Row], to new: [Row]) -> (from: Int, to: Int)? {
        guard old.count == new.count, old != new else { return nil }
        let newIndexByUUID = Dictionary(new.enumerated().map { ($1.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        var renamed: (from: Int, to: Int)?
        for (oldIndex, row) in old.enumerated() {
            guard let newIndex = newIndexByUUID[row.uuid] else { return nil }
            guard new[newIndex] != row else { continue }
            guard renamed == nil else { return nil }
            renamed = (oldIndex, newIndex)
        }
        guard let renamed else { return nil }
        var rest = old
        rest.remove(at: renamed.from)
        var newRest = new
        newRest.remove(at: renamed.to)
        return rest.map(\.uuid) == newRest.map(\.uuid) ? renamed : nil
    }

    private func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    // MARK: TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { 1 }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = item(at: indexPath) else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = tableView.dequeueReusableCell(
            withIdentifier: item is Recording ? CellID.recording : CellID.folder, for: indexPath)
        cell.textLabel.text = RecordingsStrings.rowText(for: item)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Hands a swipe-to-delete to ``onDelete``; the row goes when the view model's next emission arrives.
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = item(at: indexPath) else { return }
        onDelete?(item)
    }
}
