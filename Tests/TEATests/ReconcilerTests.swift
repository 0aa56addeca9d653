import Foundation
import Services
import TEA
import TestSupport
import Testing
import ViewKit

@MainActor
@Suite struct ReconcilerTests {
    @Test func aChangedLabelTextKeepsTheLabel() throws {
        let program = TestProgram()
        let label = try #require(program.detailStack?.arrangedSubviews.first as? ViewKit.Label)
        program.send(.increment)
        let after = try #require(program.detailStack?.arrangedSubviews.first as? ViewKit.Label)
        #expect(after === label)
        #expect(after.text == "Count 1")
    }

    @Test func aChangedKindReplacesTheView() throws {
        let program = TestProgram()
        let label = try #require(program.detailStack?.arrangedSubviews.first)
        program.send(.showButton(true))
        let button = try #require(program.detailStack?.arrangedSubviews.first as? ViewKit.Button)
        #expect(button !== label)
        #expect(label.superview == nil)
        #expect(program.detailStack?.arrangedSubviews.count == 1)
    }

    @Test func rerenderedButtonsSendOneMessagePerTap() throws {
        let program = TestProgram(TestModel(showsButton: true))
        for _ in 0..<5 { program.send(.record("render")) }
        let button = try #require(program.detailStack?.arrangedSubviews.first as? ViewKit.Button)
        #expect(button.registrations(for: .primaryActionTriggered).count == 1)
        button.sendActions(for: .primaryActionTriggered)
        program.clock.drain()
        #expect(program.driver.model.count == 1)
        #expect(button.currentTitle == "Count 1")
    }

    @Test func aTableBottomBarSitsBelowTheRowsAndUpdatesInPlace() throws {
        let program = TestProgram()
        let table = try #require(program.tableView)
        let column = try #require(table.superview as? ViewKit.StackView)
        #expect(column.arrangedSubviews.count == 1, "no bar while the view function gives none")
        program.send(.increment)
        let bar = try #require(column.arrangedSubviews.last as? ViewKit.StackView)
        #expect(column.arrangedSubviews.first === table)
        #expect(bar.accessibilityLabel == "Status")
        #expect((bar.arrangedSubviews.last as? ViewKit.ProgressView)?.progress == 0.25)
        program.send(.increment)
        #expect(column.arrangedSubviews.last === bar, "the bar is updated, not replaced")
        #expect((bar.arrangedSubviews.first as? ViewKit.Label)?.text == "Bar 2")
        #expect((bar.arrangedSubviews.last as? ViewKit.ProgressView)?.progress == 0.5)
        #expect(Snapshot.render(program.window.renderTree()).contains("Status: Bar 2  progress 50%"))
        program.send(.tick(0))
        #expect(column.arrangedSubviews.count == 1)
        #expect(bar.superview == nil)
    }

    @Test func oneDeletedRowIsOneRowOperation() throws {
        let rows = (0..<50).map { TestModel.Row(id: $0, text: "Row \($0)") }
        let program = TestProgram(TestModel(rows: rows))
        _ = program.window.renderTree()
        program.window.operationLog.clear()
        program.send(.delete(7))
        #expect(
            program.window.operationLog.entries == [
                .deleteRows([IndexPath(row: 7, section: 0)], .right, table: "table")
            ])
        #expect(program.rowTexts == rows.filter { $0.id != 7 }.map(\.text))
    }

    @Test func swipeDeleteSendsTheRowsMessage() throws {
        let rows = (0..<3).map { TestModel.Row(id: $0, text: "Row \($0)") }
        let program = TestProgram(TestModel(rows: rows))
        let table = try #require(program.tableView)
        #expect(table.commitDelete(at: IndexPath(row: 1, section: 0)))
        program.clock.drain()
        #expect(program.driver.model.rows.map(\.id) == [0, 2])
        #expect(program.rowTexts == ["Row 0", "Row 2"])
    }

    /// Random edit sequences against a naive oracle that shares no code with the diff: after each render
    /// the table's rows (asked of its data source) equal the model's, and the row operations logged are the
    /// fewest that do it (deletions of vanished rows, insertions of new ones, one move per survivor outside
    /// a longest run that kept its order, one reload per survivor whose text changed).
    @Test func randomEditsMatchTheOracle() throws {
        var rng = SeededGenerator(seed: 0x7EA)
        let program = TestProgram()
        _ = program.window.renderTree()
        var nextID = 0
        var current: [TestModel.Row] = []
        for _ in 0..<2_000 {
            var rows = current
            // NB: the list stays under ~50 rows so the naive oracle stays fast; the edits still reach
            // every case (empty list, moves across the whole list, runs of inserts and deletes).
            while rows.count > 48 { rows.remove(at: Int.random(in: 0..<rows.count, using: &rng)) }
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where !rows.isEmpty: rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                case 1 where !rows.isEmpty:
                    let index = Int.random(in: 0..<rows.count, using: &rng)
                    rows[index].text += "'"
                case 2 where rows.count > 1:
                    let moved = rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
                    rows.insert(moved, at: Int.random(in: 0...rows.count, using: &rng))
                default:
                    nextID += 1
                    rows.insert(
                        TestModel.Row(id: nextID, text: "R\(nextID)"), at: Int.random(in: 0...rows.count, using: &rng))
                }
            }
            let expected = Self.fewestOperations(from: current, to: rows)
            program.window.operationLog.clear()
            program.send(.setRows(rows))
            let operations = program.window.operationLog.entries.reduce(0) { count, entry in
                switch entry {
                case .deleteRows(let paths, _, _), .insertRows(let paths, _, _), .reloadRows(let paths, _, _):
                    count + paths.count
                case .moveRow: count + 1
                default: count
                }
            }
            #expect(operations == expected)
            #expect(program.rowTexts == rows.map(\.text))
            _ = program.window.renderTree()
            current = rows
        }
    }

    /// The fewest row operations from `old` to `new`, computed naively: O(n²) longest increasing
    /// subsequence of the survivors' old positions, in new order.
    static func fewestOperations(from old: [TestModel.Row], to new: [TestModel.Row]) -> Int {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        let deleted = oldIDs.filter { !newIDs.contains($0) }.count
        let inserted = newIDs.filter { !oldIDs.contains($0) }.count
        let survivors = new.filter { row in oldIDs.contains(row.id) }
        let positions = survivors.compactMap { row in oldIDs.firstIndex(of: row.id) }
        var longest = [Int](repeating: 1, count: positions.count)
        for index in positions.indices {
            for earlier in 0..<index where positions[earlier] < positions[index] {
                longest[index] = max(longest[index], longest[earlier] + 1)
            }
        }
        let moved = survivors.count - (longest.max() ?? 0)
        let changed = survivors.filter { row in old.first { $0.id == row.id }?.text != row.text }.count
        return deleted + inserted + moved + changed
    }
}
