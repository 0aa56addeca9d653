public import Foundation
@preconcurrency public import OpenCombine
public import Services
public import ViewKit

/// A table view data source fed by a publisher of sections, which applies each new value as animated row
/// operations: the role RxDataSources' `RxTableViewSectionedAnimatedDataSource` plays for the book's
/// MVVM-C.
///
/// Each value is diffed against the previous one by identity (`ListChangeset`): rows that appear are
/// inserted (`.left`), rows that go are deleted (`.right`), rows that change place are moved, and rows
/// whose content changed are reloaded (`.fade`), also after a move. When the sections themselves change
/// (their identities), the table reloads.
///
/// A row's content is a value (`content`, for example the text it shows), taken when the row is shown:
/// items that are objects change in place, so comparing the old and the new item would compare an object
/// with itself.
///
/// NB: the book's sample compares items by identity only (`Item ==` compares the uuid), so a renamed row
/// is moved but never reloaded and keeps its old text. Identity and content are separate here.
///
/// NB: ``bind(_:to:)`` and ``apply(_:)`` are inlinable, so the app that binds its table specializes them
/// for its items: unspecialized, each value's diff looked up generic metadata and copied rows through
/// their value witnesses for every row of the table.
@MainActor
public final class AnimatedTableDataSource<Section: Hashable, Item, ItemID: Hashable, Content: Equatable>:
    TableViewDataSource
{
    /// What the table shows of one row: its identity and its content when it was shown.
    @usableFromInline
    struct ShownRow {
        @usableFromInline let id: ItemID
        @usableFromInline let content: Content

        @inlinable
        init(id: ItemID, content: Content) {
            self.id = id
            self.content = content
        }
    }

    /// The sections shown now.
    public var sections: [SectionModel<Section, Item>] { shownSections }
    /// ``sections``' storage, which the inlinable ``apply(_:)`` replaces.
    @usableFromInline var shownSections: [SectionModel<Section, Item>] = []
    /// Whether a row can be deleted by swiping; true by default.
    public var canEditRow: (Item) -> Bool = { _ in true }
    /// Called when a person deletes a row; the row goes when the next value no longer has it.
    public var commitDelete: ((Item) -> Void)?

    @usableFromInline let id: (Item) -> ItemID
    @usableFromInline let content: (Item) -> Content
    private let configureCell: (TableView, IndexPath, Item) -> TableViewCell
    @usableFromInline var shownRows: [[ShownRow]] = []
    @usableFromInline weak var tableView: TableView?
    @usableFromInline var hasLoaded = false

    /// Creates a data source: `id` is a row's identity, `content` what it shows (a row whose content
    /// changed is reloaded), and `configureCell` dequeues and configures the cell of an item.
    public init(
        id: @escaping (Item) -> ItemID,
        content: @escaping (Item) -> Content,
        configureCell: @escaping (TableView, IndexPath, Item) -> TableViewCell
    ) {
        self.id = id
        self.content = content
        self.configureCell = configureCell
    }

    /// Makes this the data source of `tableView` and applies every value of `sections` to it, for as long
    /// as the table view lives.
    @inlinable
    public func bind<P: Publisher>(_ sections: P, to tableView: TableView)
    where P.Output == [SectionModel<Section, Item>], P.Failure == Never {
        self.tableView = tableView
        tableView.dataSource = self
        tableView.keepAlive(self)
        sections.bind(to: tableView) { [weak self] _, value in self?.apply(value) }
    }

    /// The item at `indexPath`, if there is one.
    public func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = sections[indexPath.section].items
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// Shows `newSections`: the first value and a change of sections reload the table; otherwise each
    /// section's rows change by the smallest set of operations.
    @inlinable
    public func apply(_ newSections: [SectionModel<Section, Item>]) {
        let old = shownSections
        let oldRows = shownRows
        shownSections = newSections
        shownRows = newSections.map { section in section.items.map { ShownRow(id: id($0), content: content($0)) } }
        guard let tableView else { return }
        guard hasLoaded, old.map(\.model) == newSections.map(\.model) else {
            hasLoaded = true
            tableView.reloadData()
            return
        }
        var changesets: [(section: Int, changes: ListChangeset)] = []
        for index in newSections.indices {
            do {
                let changes = try ListChangeset(
                    from: oldRows[index], to: shownRows[index], id: { $0.id },
                    isContentEqual: { $0.content == $1.content })
                if !changes.isEmpty { changesets.append((index, changes)) }
            } catch {
                tableView.reloadData()
                return
            }
        }
        guard !changesets.isEmpty else { return }
        tableView.performBatchUpdates {
            for (section, changes) in changesets {
                func paths(_ rows: [Int]) -> [IndexPath] { rows.map { IndexPath(row: $0, section: section) } }
                if !changes.deletions.isEmpty { tableView.deleteRows(at: paths(changes.deletions), with: .right) }
                if !changes.insertions.isEmpty { tableView.insertRows(at: paths(changes.insertions), with: .left) }
                for move in changes.moves {
                    tableView.moveRow(
                        at: IndexPath(row: move.from, section: section), to: IndexPath(row: move.to, section: section))
                }
                if !changes.updates.isEmpty { tableView.reloadRows(at: paths(changes.updates), with: .fade) }
            }
        }
        for (section, changes) in changesets where !changes.movedUpdates.isEmpty {
            tableView.reloadRows(at: changes.movedUpdates.map { IndexPath(row: $0, section: section) }, with: .fade)
        }
    }

    // MARK: TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = item(at: indexPath) else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        return configureCell(tableView, indexPath, item)
    }

    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        item(at: indexPath).map(canEditRow) ?? false
    }

    public func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = item(at: indexPath) else { return }
        commitDelete?(item)
    }
}
