public import Foundation
public import Services
public import ViewKit

/// A table view's binder (the sample's `TableView<Item>`): rows from array mutations (`.tableData`), a
/// cell configuration, and the rows a person selects or deletes (`.didSelectRow`, `.commit`).
public typealias TableBinder<Item> = Binder<BoundTable<Item>>

/// What a ``TableBinder`` builds: a ViewKit table view and its data source and delegate.
///
/// The table view keeps its bound table alive (it is the table's data source); the bound table holds the
/// table view strongly only until a layout places it, so neither outlives the screen.
@MainActor
public final class BoundTable<Item>: ViewProviding, LifetimeHolder, TableBindable {
    /// The table view.
    public private(set) weak var tableView: TableView?
    private var unplacedTable: TableView?
    @usableFromInline let source = TableSource<Item>()

    init() {
        let table = TableView()
        tableView = table
        unplacedTable = table
        table.keepAlive(self)
        table.keepAlive(source)
        table.dataSource = source
        table.delegate = source
    }

    /// The table view, handed to a layout once; from then on the layout's view owns it.
    public var providedView: View {
        let table = tableView ?? TableView()
        unplacedTable = nil
        return table
    }

    public func keepAlive(_ object: AnyObject) {
        tableView?.keepAlive(object)
    }
}

/// A bound table, for bindings that depend on its row type.
@MainActor
public protocol TableBindable: AnyObject {
    /// The type of a row's data.
    associatedtype Item
}

/// The rows of a bound table and what it reports.
///
/// NB: ``apply(_:to:)`` is inlinable, so the app's table-data binding specializes it for its rows: unspecialized,
/// each change went through the chunked array's generic code (metadata lookups, element copies by witness).
@MainActor @usableFromInline
final class TableSource<Item>: TableViewDataSource, TableViewDelegate {
    @usableFromInline var rows = ChunkedArray<Item>()
    var configure: (@MainActor (Item, TableViewCell) -> Void)?
    var canEdit = false
    var selected: [@MainActor (TableRow<Item>) -> Void] = []
    var committed: [@MainActor (TableRow<Item>) -> Void] = []

    static var cellIdentifier: String { "Cell" }

    @usableFromInline
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    @usableFromInline
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        if rows.indices.contains(indexPath.row) { configure?(rows[indexPath.row], cell) }
        return cell
    }

    @usableFromInline
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }

    @usableFromInline
    func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let row = TableRow(data: rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil, indexPath: indexPath)
        for handler in committed { handler(row) }
    }

    /// Reports the row and clears the selection (the screen shows the selection's result instead).
    @usableFromInline
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = TableRow(data: rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil, indexPath: indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
        for handler in selected { handler(row) }
    }

    /// Applies one mutation to the rows and animates it: inserted rows slide in from the left, deleted
    /// ones out to the right, moved and updated ones fade to their new content.
    ///
    /// The rows take the mutation in place rather than the data's version of them (after a reload, which
    /// takes that version): each edit then copies at most the one chunk the two versions still share.
    @inlinable
    func apply(_ data: TableData<Item>, to tableView: TableView) {
        if case .reload = data.mutation {
            rows = data.rows
        } else {
            data.mutation.apply(to: &rows)
        }
        switch data.mutation {
        case .reload:
            tableView.reloadData()
        case .insert(_, let indexes):
            tableView.insertRows(at: indexes.map { IndexPath(row: $0, section: 0) }, with: .left)
        case .delete(let indexes):
            tableView.deleteRows(at: indexes.map { IndexPath(row: $0, section: 0) }, with: .right)
        case .update(_, let indexes):
            tableView.reloadRows(at: indexes.map { IndexPath(row: $0, section: 0) }, with: .fade)
        case .move(let from, let to):
            tableView.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0))
        }
    }
}

extension Binder where Instance: TableBindable {
    /// A table with `bindings`.
    public convenience init<Item>(_ bindings: Binding<BoundTable<Item>>...) where Instance == BoundTable<Item> {
        self.init(bindings) { BoundTable<Item>() }
    }
}

extension Property where Instance: TableBindable {
    /// The rows, from array mutations (`store.folderContentsSignal(uuid).tableData()`).
    @inlinable
    public static func tableData<Item>() -> Property<BoundTable<Item>, TableData<Item>> {
        Property<BoundTable<Item>, TableData<Item>>("tableData") { table, data in
            if let tableView = table.tableView { table.source.apply(data, to: tableView) }
        }
    }
}

extension Property where Instance: TableBindable {
    /// How a row's cell shows its data.
    public static func cellConstructor<Item>() -> Property<BoundTable<Item>, @MainActor (Item, TableViewCell) -> Void> {
        Property<BoundTable<Item>, @MainActor (Item, TableViewCell) -> Void>("cellConstructor") { table, configure in
            table.source.configure = configure
        }
    }
}

extension Event where Instance: TableBindable {
    /// The row a person selected.
    public static func didSelectRow<Item>() -> Event<BoundTable<Item>, TableRow<Item>> {
        Event<BoundTable<Item>, TableRow<Item>>("didSelectRow") { table, _, handler in
            table.source.selected.append(handler)
        }
    }

    /// The row a person deleted (swipe or edit mode); rows can be deleted once this is bound.
    public static func commit<Item>() -> Event<BoundTable<Item>, TableRow<Item>> {
        Event<BoundTable<Item>, TableRow<Item>>("commit") { table, _, handler in
            table.source.canEdit = true
            table.source.committed.append(handler)
        }
    }
}
