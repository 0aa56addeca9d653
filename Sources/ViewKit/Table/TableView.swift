public import Foundation
import Services

/// A scrolling list of rows in sections, fed by a data source; the counterpart of `UITableView`.
///
/// The table is virtualised: it keeps cells only for the rows in its visible range plus
/// ``overscanRows`` on each side, and asks the data source for nothing else, so a table of 100,000 rows
/// costs what its visible rows cost. Row updates (insert, delete, move, reload) keep the cells of the
/// rows that stay, validate the data source's new counts like UIKit, and are recorded in the window's
/// ``OperationLog``.
@MainActor
public final class TableView: View {
    /// The animation a row update asks for; recorded in the operation log.
    public enum RowAnimation: String, Sendable, Codable { case none, automatic, fade, left, right, top, bottom }

    /// The edit a row offers.
    public enum EditingStyle: Sendable { case none, delete, insert }

    /// The data source, held weakly.
    public weak var dataSource: (any TableViewDataSource)? { didSet { reloadData(log: false) } }
    /// The delegate, held weakly.
    public weak var delegate: (any TableViewDelegate)?
    /// The height of every row, in points.
    public var rowHeight: Double = 44
    /// The height of a section header with a title, in points.
    public var sectionHeaderHeight: Double = 28
    /// The height of the visible area, in points; hosts set it from the window.
    public var viewportHeight: Double = 660 { didSet { setContentOffset(contentOffset) } }
    /// The rows kept beyond each edge of the visible area.
    public var overscanRows = 8
    /// Whether a person can scroll.
    public var isScrollEnabled = true
    /// Whether a tap selects rows.
    public var allowsSelection = true
    /// Whether a tap selects rows in editing mode.
    public var allowsSelectionDuringEditing = false
    /// A view shown above the rows (UIKit's `tableHeaderView`), such as a search field or a summary.
    public var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
        }
    }
    /// The pull-to-refresh control, if any.
    public var refreshControl: RefreshControl?
    /// Whether the table is in editing mode (delete buttons on every editable row).
    public private(set) var isEditing = false
    /// The distance scrolled from the top, in points.
    public private(set) var contentOffset: Double = 0
    /// The selected row, if any.
    public internal(set) var indexPathForSelectedRow: IndexPath?

    var registeredCells: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var cells: [IndexPath: TableViewCell] = [:]
    var rowCounts: [Int] = []
    var headerTitles: [String?] = []
    var needsReload = true
    var pendingBatch: TableBatch?
    var sectionHeaderIDs: [ElementID] = []

    /// Creates an empty table.
    public override init() { super.init() }

    // MARK: Cells

    /// Registers the cell class to create for `identifier` when no reusable cell is waiting.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A reusable cell for `identifier`, or a new one of the registered class (a default cell when none is
    /// registered, which is reported as a programmer error, as UIKit raises).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        ProgrammerError.report("No cell class is registered for the reuse identifier \"\(identifier)\".")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable cell for `identifier`, a new one of the registered class, or nil when none is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    // MARK: Counts and geometry

    /// The number of sections, as the data source last reported.
    public var numberOfSections: Int {
        reloadCountsIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `section`, as the data source last reported (0 for unknown sections).
    public func numberOfRows(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The number of rows in all sections.
    public var totalRowCount: Int {
        reloadCountsIfNeeded()
        return rowCounts.reduce(0, +)
    }

    /// The height of all rows and headers.
    public var contentHeight: Double {
        reloadCountsIfNeeded()
        var height = 0.0
        for section in rowCounts.indices { height += headerHeight(section) + Double(rowCounts[section]) * rowHeight }
        return height
    }

    func headerHeight(_ section: Int) -> Double {
        headerTitles.indices.contains(section) && headerTitles[section] != nil ? sectionHeaderHeight : 0
    }

    /// The vertical position of the row's top edge.
    public func offset(of indexPath: IndexPath) -> Double {
        reloadCountsIfNeeded()
        var y = 0.0
        for section in 0..<min(indexPath.section, rowCounts.count) {
            y += headerHeight(section) + Double(rowCounts[section]) * rowHeight
        }
        return y + headerHeight(indexPath.section) + Double(indexPath.row) * rowHeight
    }

    /// The rows that intersect the range `top..<bottom`, in order.
    func indexPaths(from top: Double, to bottom: Double) -> [IndexPath] {
        reloadCountsIfNeeded()
        var result: [IndexPath] = []
        var sectionTop = 0.0
        for section in rowCounts.indices {
            let rowsTop = sectionTop + headerHeight(section)
            let sectionBottom = rowsTop + Double(rowCounts[section]) * rowHeight
            defer { sectionTop = sectionBottom }
            guard sectionBottom > top, rowsTop < bottom, rowCounts[section] > 0 else { continue }
            let first = max(0, Int(((top - rowsTop) / rowHeight).rounded(.down)))
            let last = min(rowCounts[section] - 1, Int(((bottom - rowsTop) / rowHeight).rounded(.up)) - 1)
            if first <= last {
                result.append(contentsOf: (first...last).map { IndexPath(row: $0, section: section) })
            }
        }
        return result
    }

    /// The rows inside the visible area (without the overscan margin), in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        indexPaths(from: contentOffset, to: contentOffset + viewportHeight)
    }

    /// The cells of the rows inside the visible area, in order.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return indexPathsForVisibleRows.compactMap { cells[$0] }
    }

    /// The rows that have a cell: the visible area and ``overscanRows`` on each side, in order. A row
    /// outside them gets its cell from the data source when it scrolls in.
    public var indexPathsForKeptRows: [IndexPath] {
        layoutIfNeeded()
        return cells.keys.sorted()
    }

    /// The cell showing the row, if the row is in the kept range.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return cells[indexPath]
    }

    // MARK: Scrolling

    /// Scrolls to `offset`, clamped to the content.
    public func setContentOffset(_ offset: Double) {
        let limit = max(0, contentHeight - viewportHeight)
        let clamped = offset.isNaN ? 0 : min(max(offset, 0), limit)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        delegate?.tableViewDidScroll(self)
    }

    /// Scrolls the least distance that makes the row fully visible.
    public func scrollToRow(at indexPath: IndexPath, animated: Bool) {
        let top = offset(of: indexPath)
        if top < contentOffset {
            setContentOffset(top)
        } else if top + rowHeight > contentOffset + viewportHeight {
            setContentOffset(top + rowHeight - viewportHeight)
        }
    }

    // MARK: Selection and editing

    /// Selects the row without telling the delegate, as UIKit's programmatic selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let old = indexPathForSelectedRow { cells[old]?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath { cells[indexPath]?.isSelected = true }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cells[indexPath]?.isSelected = false
        indexPathForSelectedRow = nil
    }

    /// Turns editing mode on or off.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Selects the row as a person's tap would: asks `willSelect`, selects, tells `didSelect`.
    ///
    /// - Returns: false when selection is not allowed, the row does not exist, or the delegate refused.
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> Bool {
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection,
            indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section)
        else { return false }
        let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target else { return false }
        if let old = indexPathForSelectedRow, old != target {
            deselectRow(at: old, animated: false)
            delegate?.tableView(self, didDeselectRowAt: old)
        }
        selectRow(at: target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// The edit the row offers a person: none when the data source says it cannot be edited.
    public func editingStyle(forRowAt indexPath: IndexPath) -> EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Swipes and confirms a delete as a person would: commits it through the data source.
    ///
    /// - Returns: false when the row does not exist (a person cannot swipe it) or does not offer a delete.
    @discardableResult
    public func commitDelete(at indexPath: IndexPath) -> Bool {
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section),
            editingStyle(forRowAt: indexPath) == .delete, let dataSource
        else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        return true
    }

    // MARK: Layout

    /// Brings the kept cells up to date: reloads counts if needed, recycles cells that left the kept range
    /// and asks the data source for the rows that entered it.
    public func layoutIfNeeded() {
        reloadCountsIfNeeded()
        setContentOffset(contentOffset)
        let margin = Double(overscanRows) * rowHeight
        let wanted = indexPaths(from: contentOffset - margin, to: contentOffset + viewportHeight + margin)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in cells where !wantedSet.contains(indexPath) {
            recycle(cell)
            cells[indexPath] = nil
        }
        guard let dataSource else { return }
        for indexPath in wanted where cells[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.displayedIndexPath = indexPath
            cell.isSelected = indexPath == indexPathForSelectedRow
            if cell.superview !== self { addSubview(cell) }
            cells[indexPath] = cell
        }
    }

    func reloadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        // NB: recycled from the last row up, so the next layout, which dequeues from the first row down,
        // hands each row the cell it had: identities stay stable across a reload, and hosts patch only
        // the rows whose content changed.
        for indexPath in cells.keys.sorted(by: >) {
            if let cell = cells[indexPath] { recycle(cell) }
        }
        cells = [:]
        guard let dataSource else {
            rowCounts = []
            headerTitles = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        headerTitles = (0..<sections).map { dataSource.tableView(self, titleForHeaderInSection: $0) }
        if let selected = indexPathForSelectedRow,
            !(rowCounts.indices.contains(selected.section) && selected.row < rowCounts[selected.section])
        {
            indexPathForSelectedRow = nil
        }
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        renderTable(&context)
    }

    func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.displayedIndexPath = nil
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }
}
