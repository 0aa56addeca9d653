public import Foundation
public import Services
public import ViewKit

/// The real controller of a ``ViewController/tableViewController(_:)`` screen: it is its table's data
/// source and delegate, turns selection and swipe-to-delete into the rows' messages, and applies each new
/// list of rows as the minimal batch of row operations. Its view is a column of the table and the
/// table's ``TableView/bottomBar``, rendered in place like any virtual view.
@MainActor @usableFromInline
final class HostedTableViewController<Message>: ViewKit.TableViewController {
    private static var reuseIdentifier: String { "TEACell" }
    /// How many made cells are kept at most (a few screens' worth).
    private static var madeCellLimit: Int { 512 }

    /// The rows the table shows now.
    @usableFromInline var rows: any TableRows<Message> = CellRows<Message>(items: [])
    /// The cells made for the current rows, by row: each row's cell is made once per change of its rows.
    @usableFromInline var madeCells: [Int: TableViewCell<Message>] = [:]
    private let sink: MessageSink<Message>
    @usableFromInline let renderer: ViewRenderer<Message>
    /// The column holding the table and the bottom bar.
    @usableFromInline let column = ViewKit.StackView(axis: .vertical, spacing: 0)
    /// The rendered bottom bar, if any.
    @usableFromInline var bottomBar: ViewKit.View?

    @usableFromInline
    init(sink: MessageSink<Message>, renderer: ViewRenderer<Message>) {
        self.sink = sink
        self.renderer = renderer
        super.init()
        tableView.register(ViewKit.TableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }

    override func loadView() {
        super.loadView()
        column.insertArrangedSubview(tableView, at: 0)
        view = column
    }

    /// Renders `bar` below the table, reusing the bar shown now when its kind is unchanged.
    @inlinable
    func updateBottomBar(_ bar: View<Message>?) {
        guard let bar else {
            bottomBar?.removeFromSuperview()
            bottomBar = nil
            return
        }
        let rendered = renderer.render(bar, reusing: bottomBar)
        guard rendered !== bottomBar else { return }
        bottomBar?.removeFromSuperview()
        bottomBar = rendered
        column.addArrangedSubview(rendered)
    }

    /// Shows `table`'s rows.
    ///
    /// Rows that are unchanged (``TableView/init(rows:id:isContentEqual:bottomBar:cell:)`` with the same element storage)
    /// cost nothing. Otherwise the rows are diffed by identity against the rows shown now, and the changes
    /// are applied as deletes, inserts, moves and reloads in one batch (reloads of moved rows after it), so
    /// an edit of one row costs one row operation. Rows with a duplicate identity cannot be diffed; the
    /// table then reloads.
    ///
    /// - Complexity: O(1) for unchanged rows; O(*n*) for *n* rows otherwise (see `ListChangeset`), plus
    ///   the cells of the rows the table shows.
    @inlinable
    func update(_ table: TableView<Message>) {
        updateBottomBar(table.bottomBar)
        let old = rows
        guard !table.rows.isUnchanged(since: old) else {
            rows = table.rows
            return
        }
        rows = table.rows
        madeCells.removeAll(keepingCapacity: true)
        // A table whose view never loaded has no data source yet; it asks for everything when it does.
        guard isViewLoaded else { return }
        let changes: ListChangeset
        do {
            changes = try table.rows.changes(since: old)
        } catch {
            tableView.reloadData()
            return
        }
        guard !changes.isEmpty else { return }
        let tableView = self.tableView
        tableView.performBatchUpdates {
            if !changes.deletions.isEmpty {
                tableView.deleteRows(at: changes.deletions.map(Self.path), with: .right)
            }
            if !changes.insertions.isEmpty {
                tableView.insertRows(at: changes.insertions.map(Self.path), with: .left)
            }
            for move in changes.moves {
                tableView.moveRow(at: Self.path(move.from), to: Self.path(move.to))
            }
            if !changes.updates.isEmpty {
                tableView.reloadRows(at: changes.updates.map(Self.path), with: .fade)
            }
        }
        if !changes.movedUpdates.isEmpty {
            tableView.reloadRows(at: changes.movedUpdates.map(Self.path), with: .fade)
        }
    }

    @inlinable
    static func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// The cell of a row, made on first use for the current rows.
    private func item(at indexPath: IndexPath) -> TableViewCell<Message>? {
        guard indexPath.section == 0, indexPath.row >= 0, indexPath.row < rows.count else { return nil }
        if let made = madeCells[indexPath.row] { return made }
        // NB: a person scrolling through a huge table would otherwise keep every cell.
        if madeCells.count >= Self.madeCellLimit { madeCells.removeAll(keepingCapacity: true) }
        let cell = rows.cell(at: indexPath.row)
        madeCells[indexPath.row] = cell
        return cell
    }

    // MARK: Data source and delegate

    override func numberOfSections(in tableView: ViewKit.TableView) -> Int { 1 }

    override func tableView(_ tableView: ViewKit.TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rows.count : 0
    }

    override func tableView(_ tableView: ViewKit.TableView, cellForRowAt indexPath: IndexPath) -> ViewKit.TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        let item = self.item(at: indexPath)
        cell.textLabel.text = item?.text
        cell.accessoryType = item?.accessory ?? .none
        return cell
    }

    override func tableView(_ tableView: ViewKit.TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        item(at: indexPath)?.onDelete != nil
    }

    override func tableView(
        _ tableView: ViewKit.TableView, commit editingStyle: ViewKit.TableView.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let message = item(at: indexPath)?.onDelete else { return }
        sink.send(message)
    }

    /// Sends the row's message and clears the selection at once.
    ///
    /// NB: selection is UI state the book's TEA does not model; the row is deselected right away so a
    /// re-render never shows a stale selection (the MVC app deselects when the screen reappears).
    override func tableView(_ tableView: ViewKit.TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let message = item(at: indexPath)?.onSelect else { return }
        sink.send(message)
    }

}
