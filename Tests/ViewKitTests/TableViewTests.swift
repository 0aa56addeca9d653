import Foundation
import Services
import Testing
import ViewKitTesting

@testable import ViewKit

@MainActor
struct TableViewTests {
    // MARK: Virtualisation

    @Test func firstLayoutRequestsOnlyTheVisibleRowsAndTheOverscanMargin() {
        let source = RowsDataSource(count: 100_000)
        let table = makeTable(source, visibleRows: 10)
        table.layoutIfNeeded()
        let requested = source.takeRequested()
        #expect(requested.count <= 10 + 2 * table.overscanRows)
        #expect(requested == (0..<(10 + table.overscanRows)).map { IndexPath.row($0) })
        #expect(table.indexPathsForVisibleRows == (0..<10).map { IndexPath.row($0) })
    }

    @Test func scrollingToTheMiddleRequestsOnlyTheNewWindow() throws {
        let source = RowsDataSource(count: 100_000)
        let table = makeTable(source, visibleRows: 10)
        table.layoutIfNeeded()
        _ = source.takeRequested()

        table.setContentOffset(50_000 * table.rowHeight)
        table.layoutIfNeeded()
        let requested = source.takeRequested()
        let overscan = table.overscanRows
        #expect(requested == ((50_000 - overscan)..<(50_010 + overscan)).map { IndexPath.row($0) })
        #expect(table.indexPathsForVisibleRows.first == .row(50_000))
        let cell = try #require(table.cellForRow(at: .row(50_003)))
        #expect(cell.textLabel.text == "Row 50003")
        #expect(table.cellForRow(at: .row(0)) == nil)
        #expect(table.indexPathsForKeptRows == ((50_000 - overscan)..<(50_010 + overscan)).map { IndexPath.row($0) })
    }

    @Test func scrollingByOneRowRequestsOneRow() {
        let source = RowsDataSource(count: 1_000)
        let table = makeTable(source, visibleRows: 10)
        table.setContentOffset(100 * table.rowHeight)
        table.layoutIfNeeded()
        _ = source.takeRequested()

        table.setContentOffset(101 * table.rowHeight)
        table.layoutIfNeeded()
        #expect(source.takeRequested() == [.row(110 + table.overscanRows)])
    }

    @Test func cellsThatScrollAwayAreReusedByIdentifier() throws {
        let source = RowsDataSource(count: 1_000)
        let table = makeTable(source, visibleRows: 10, cell: CountingCell.self)
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: .row(0)) as? CountingCell)
        #expect(first.reuseCount == 0)

        table.setContentOffset(500 * table.rowHeight)
        table.layoutIfNeeded()
        let kept = (490..<518).compactMap { table.cellForRow(at: .row($0)) }
        #expect(kept.count == 10 + 2 * table.overscanRows)
        #expect(kept.contains { $0 === first })
        #expect(first.reuseCount == 1)
        #expect(first.textLabel.text == "Row \(first.displayedIndexPath?.row ?? -1)")
        // Every cell of the first window (18 of them) was reused; only the rest are new.
        let reused = kept.compactMap { $0 as? CountingCell }.filter { $0.reuseCount == 1 }
        #expect(reused.count == 10 + table.overscanRows)
    }

    @Test func dequeueingAnUnregisteredIdentifierIsAProgrammerError() {
        let table = TableView()
        var cell: TableViewCell?
        let messages = ProgrammerError.capture {
            cell = table.dequeueReusableCell(withIdentifier: "Missing", for: .row(0))
        }
        #expect(messages == ["No cell class is registered for the reuse identifier \"Missing\"."])
        #expect(cell?.reuseIdentifier == "Missing")
        #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
    }

    // MARK: Row updates

    @Test func deletingARowKeepsTheCellsOfTheOtherRows() throws {
        let source = RowsDataSource(rows: ["A", "B", "C", "D", "E"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<5).map { table.cellForRow(at: .row($0)) }
        _ = source.takeRequested()

        source.sections[0].remove(at: 1)
        table.deleteRows(at: [.row(1)], with: .fade)
        let after = (0..<4).map { table.cellForRow(at: .row($0)) }
        #expect(source.takeRequested() == [])
        #expect(after[0] === before[0])
        #expect(after[1] === before[2])
        #expect(after[2] === before[3])
        #expect(after[3] === before[4])
        #expect(after.map { $0?.textLabel.text } == ["A", "C", "D", "E"])
        #expect(after[3]?.displayedIndexPath == .row(3))
    }

    @Test func insertingARowRequestsOnlyTheNewRow() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<3).map { table.cellForRow(at: .row($0)) }
        _ = source.takeRequested()

        source.sections[0].insert("X", at: 1)
        table.insertRows(at: [.row(1)], with: .automatic)
        table.layoutIfNeeded()
        #expect(source.takeRequested() == [.row(1)])
        #expect(table.cellForRow(at: .row(0)) === before[0])
        #expect(table.cellForRow(at: .row(2)) === before[1])
        #expect(table.cellForRow(at: .row(3)) === before[2])
        #expect(table.cellForRow(at: .row(1))?.textLabel.text == "X")
    }

    @Test func movingARowKeepsItsCell() {
        let source = RowsDataSource(rows: ["A", "B", "C", "D"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<4).map { table.cellForRow(at: .row($0)) }
        _ = source.takeRequested()

        source.sections[0] = ["B", "C", "A", "D"]
        table.moveRow(at: .row(0), to: .row(2))
        table.layoutIfNeeded()
        #expect(source.takeRequested() == [])
        let after = (0..<4).map { table.cellForRow(at: .row($0)) }
        #expect(after[0] === before[1])
        #expect(after[1] === before[2])
        #expect(after[2] === before[0])
        #expect(after[3] === before[3])
    }

    @Test func reloadingARowRequestsOnlyThatRow() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<3).map { table.cellForRow(at: .row($0)) }
        _ = source.takeRequested()

        source.sections[0][1] = "B2"
        table.reloadRows(at: [.row(1)], with: .none)
        table.layoutIfNeeded()
        #expect(source.takeRequested() == [.row(1)])
        #expect(table.cellForRow(at: .row(0)) === before[0])
        #expect(table.cellForRow(at: .row(2)) === before[2])
        #expect(table.cellForRow(at: .row(1))?.textLabel.text == "B2")
    }

    @Test func batchUpdatesApplyDeletesBeforeInsertsAsUIKitDoes() {
        let source = RowsDataSource(rows: ["A", "B", "C", "D", "E"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<5).map { table.cellForRow(at: .row($0)) }
        _ = source.takeRequested()

        source.sections[0] = ["A", "C", "D", "X", "E"]
        var completed: Bool?
        table.performBatchUpdates(
            {
                table.insertRows(at: [.row(3)], with: .automatic)
                table.deleteRows(at: [.row(1)], with: .automatic)
            },
            completion: { completed = $0 })
        table.layoutIfNeeded()
        #expect(completed == true)
        #expect(source.takeRequested() == [.row(3)])
        #expect(table.cellForRow(at: .row(1)) === before[2])
        #expect(table.cellForRow(at: .row(2)) === before[3])
        #expect(table.cellForRow(at: .row(4)) === before[4])
    }

    @Test func aBatchWithoutACompletionIsStillAppliedAndValidated() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let before = (0..<3).map { table.cellForRow(at: .row($0)) }
        source.sections[0].remove(at: 0)
        table.performBatchUpdates { table.deleteRows(at: [.row(0)], with: .automatic) }
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: .row(0)) === before[1])

        let messages = ProgrammerError.capture {
            table.performBatchUpdates { table.deleteRows(at: [.row(0)], with: .automatic) }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    }

    @Test func anInconsistentBatchIsReportedWithUIKitsMessageAndTheTableReloads() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        _ = source.takeRequested()

        var completed: Bool?
        let messages = ProgrammerError.capture {
            // NB: the data source does not change, so the insert does not add up.
            table.performBatchUpdates({ table.insertRows(at: [.row(0)], with: .fade) }, completion: { completed = $0 })
        }
        #expect(
            messages == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                    + "section after the update (3) must be equal to the number of rows contained in that section "
                    + "before the update (3), plus or minus the number of rows inserted or deleted from that section "
                    + "(1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that "
                    + "section (0 moved in, 0 moved out)."
            ])
        #expect(completed == false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(source.takeRequested() == [.row(0), .row(1), .row(2)])
        #expect((0..<3).map { table.cellForRow(at: .row($0))?.textLabel.text } == ["A", "B", "C"])
    }

    @Test func deletingARowThatDoesNotExistIsReported() {
        let source = RowsDataSource(rows: ["A", "B"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.sections[0].removeLast()
        let messages = ProgrammerError.capture { table.deleteRows(at: [.row(5)], with: .automatic) }
        #expect(messages == ["attempt to delete row 5 from section 0, which only contains 2 rows before the update"])
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
    }

    @Test func aSelectedRowFollowsItsRowThroughUpdates() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.selectRow(at: .row(2), animated: false)
        source.sections[0].remove(at: 0)
        table.deleteRows(at: [.row(0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == .row(1))
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [.row(1)], with: .automatic)
        #expect(table.indexPathForSelectedRow == nil)
    }

    // MARK: Selection and editing

    @Test func tappingARowAsksWillSelectThenSelectsAndTellsDidSelect() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        table.layoutIfNeeded()

        #expect(table.tapRow(at: .row(1)))
        #expect(delegate.events == ["willSelect 0:1", "didSelect 0:1"])
        #expect(table.indexPathForSelectedRow == .row(1))
        #expect(table.cellForRow(at: .row(1))?.isSelected == true)

        delegate.events = []
        #expect(table.tapRow(at: .row(2)))
        #expect(delegate.events == ["willSelect 0:2", "didDeselect 0:1", "didSelect 0:2"])
        #expect(table.cellForRow(at: .row(1))?.isSelected == false)
    }

    @Test func willSelectCanRefuseOrRedirectATap() {
        let source = RowsDataSource(rows: ["A", "B", "C"])
        let table = makeTable(source)
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        delegate.redirect = [.row(0): nil, .row(1): .row(2)]

        #expect(!table.tapRow(at: .row(0)))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.tapRow(at: .row(1)))
        #expect(table.indexPathForSelectedRow == .row(2))
        #expect(delegate.events == ["willSelect 0:0", "willSelect 0:1", "didSelect 0:2"])
    }

    @Test func tappingARowThatDoesNotExistSelectsNothing() {
        let source = RowsDataSource(rows: ["A", "B"])
        let table = makeTable(source)
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        #expect(!table.tapRow(at: .row(2)))
        #expect(!table.tapRow(at: IndexPath(row: 0, section: 3)))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(delegate.events.isEmpty)
    }

    @Test func selectionFollowsAllowsSelectionAndEditingMode() {
        let source = RowsDataSource(rows: ["A", "B"])
        let table = makeTable(source)
        table.allowsSelection = false
        #expect(!table.tapRow(at: .row(0)))
        table.allowsSelection = true
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        #expect(!table.tapRow(at: .row(0)))
        table.allowsSelectionDuringEditing = true
        #expect(table.tapRow(at: .row(0)))
    }

    @Test func commitDeleteCallsTheDataSourcesCommit() {
        let source = RowsDataSource(rows: ["A", "B"])
        let table = makeTable(source)
        #expect(table.editingStyle(forRowAt: .row(1)) == .delete)
        #expect(table.commitDelete(at: .row(1)))
        #expect(source.committed == [.row(1)])

        source.editable = false
        #expect(table.editingStyle(forRowAt: .row(0)) == .none)
        #expect(!table.commitDelete(at: .row(0)))
        #expect(source.committed == [.row(1)])
    }

    @Test func aRowPastTheEndCannotBeDeleted() {
        let source = RowsDataSource(rows: ["A", "B"])
        let table = makeTable(source)
        #expect(!table.commitDelete(at: .row(2)))
        #expect(!table.commitDelete(at: IndexPath(row: 0, section: 1)))
        #expect(source.committed == [])
    }

    @Test func theDelegateCanOfferNoDelete() {
        let source = RowsDataSource(rows: ["A"])
        let table = makeTable(source)
        let delegate = RecordingTableDelegate()
        delegate.editingStyle = .none
        table.delegate = delegate
        #expect(!table.commitDelete(at: .row(0)))
        #expect(source.committed == [])
    }

    // MARK: Sections and geometry

    @Test func sectionsWithHeaderTitlesTakeSpaceAndShowTheirTitles() {
        let source = RowsDataSource(sections: [["A", "B"], ["C"]], headers: ["Fruit", nil])
        let table = makeTable(source)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.numberOfRows(inSection: 7) == 0)
        #expect(table.totalRowCount == 3)
        #expect(table.offset(of: .row(0)) == 28)
        #expect(table.offset(of: .row(0, section: 1)) == 28 + 2 * 44)
        #expect(table.contentHeight == 28 + 3 * 44)
        var context = RenderContext(includeHidden: false)
        let node = table.makeRenderNode(&context)
        #expect(node.children.map(\.kind) == [.section, .row, .row, .row])
        #expect(node.children.first?.displayText == "Fruit")
        let positions = node.children.map { child -> [Int] in
            switch child.content {
            case .section(_, let section, _): [section]
            case .row(let row): [row.indexPath.section, row.indexPath.row]
            default: []
            }
        }
        #expect(positions == [[0], [0, 0], [0, 1], [1, 0]])
    }

    @Test func contentOffsetIsClampedToTheContent() {
        let source = RowsDataSource(count: 100)
        let table = makeTable(source, visibleRows: 10)
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        table.setContentOffset(-50)
        #expect(table.contentOffset == 0)
        #expect(delegate.scrolls == 0)
        table.setContentOffset(1_000_000)
        #expect(table.contentOffset == 90 * 44)
        #expect(delegate.scrolls == 1)
        table.setContentOffset(.nan)
        #expect(table.contentOffset == 0)

        let short = makeTable(RowsDataSource(count: 3), visibleRows: 10)
        short.setContentOffset(100)
        #expect(short.contentOffset == 0)
    }

    @Test func shrinkingTheDataClampsTheOffsetOnTheNextLayout() {
        let source = RowsDataSource(rows: (0..<50).map { "Row \($0)" })
        let table = makeTable(source, visibleRows: 10)
        table.setContentOffset(40 * 44)
        source.sections[0] = ["Only"]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentOffset == 0)
        #expect(table.visibleCells.map(\.textLabel.text) == ["Only"])
    }

    @Test func scrollToRowMovesTheLeastDistance() {
        let source = RowsDataSource(count: 100)
        let table = makeTable(source, visibleRows: 10)
        table.scrollToRow(at: .row(5), animated: false)
        #expect(table.contentOffset == 0)
        table.scrollToRow(at: .row(30), animated: true)
        #expect(table.contentOffset == 31 * 44 - 10 * 44)
        #expect(table.indexPathsForVisibleRows.last == .row(30))
        table.scrollToRow(at: .row(3), animated: true)
        #expect(table.contentOffset == 3 * 44)
        #expect(table.indexPathsForVisibleRows.first == .row(3))
    }

    @Test func reloadDataAsksTheDataSourceAgainAndIsLogged() {
        let list = ListController(title: "List", items: ["A", "B"])
        let harness = Harness(root: list)
        list.tableView.accessibilityIdentifier = "items"
        list.items = ["A", "B", "C"]
        list.tableView.reloadData()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(harness.log.last == "items reloadData")
    }

    @Test func rowUpdatesAreLoggedWithTheirAnimations() {
        let list = ListController(title: "List", items: ["A", "B", "C"])
        let harness = Harness(root: list)
        _ = list.tableView.visibleCells
        let mark = harness.window.operationLog.totalCount
        list.items = ["C", "A", "X"]
        list.tableView.performBatchUpdates {
            list.tableView.deleteRows(at: [.row(1)], with: .left)
            list.tableView.moveRow(at: .row(2), to: .row(0))
            list.tableView.insertRows(at: [.row(2)], with: .fade)
        }
        #expect(
            harness.window.operationLog.entries(since: mark) == [
                .deleteRows([.row(1)], .left, table: "table"),
                .insertRows([.row(2)], .fade, table: "table"),
                .moveRow(from: .row(2), to: .row(0), table: "table"),
            ])
    }
}

/// A table delegate that records selection events and can refuse or redirect selections.
@MainActor
final class RecordingTableDelegate: TableViewDelegate {
    var events: [String] = []
    var redirect: [IndexPath: IndexPath?] = [:]
    var editingStyle: TableView.EditingStyle = .delete
    var scrolls = 0

    private func name(_ path: IndexPath) -> String { "\(path.section):\(path.row)" }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(name(indexPath))")
        if let target = redirect[indexPath] { return target }
        return indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        events.append("didSelect \(name(indexPath))")
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        events.append("didDeselect \(name(indexPath))")
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableView.EditingStyle {
        editingStyle
    }

    func tableViewDidScroll(_ tableView: TableView) { scrolls += 1 }
}
