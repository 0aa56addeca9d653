import Foundation
import Services
import TEA
import Testing
import ViewKit

/// A table whose rows are a chunked array: a render of the same version makes no cell and no row
/// operation, and a version a few edits away is applied as those edits, in a list of many chunks.
@MainActor
@Suite struct ChunkedRowsTests {
    struct Model: Codable, Equatable {
        var ticks = 0
        var names = ChunkedArray((0..<5_000).map { "Row \($0)" })
    }

    enum Message: Equatable, Sendable {
        case tick
        case remove(Int)
        case move(Int, to: Int)
    }

    /// Counts the cells made.
    final class Calls {
        var cells = 0
    }

    let calls = Calls()
    let program: WindowedProgram<Model, Message>
    var window: Window { program.window }
    var driver: Driver<Model, NoCommand<Message>> { program.driver }

    init() {
        let calls = self.calls
        program = WindowedProgram(
            Model(), sizeClass: .regular,
            update: { model, message in
                switch message {
                case .tick: model.ticks += 1
                case .remove(let index): model.names.remove(at: index)
                case .move(let from, let to): model.names.insert(model.names.remove(at: from), at: to)
                }
            },
            view: { model in
                let rows = TEA.TableView<Message>(rows: model.names, id: { $0 }) { name in
                    calls.cells += 1
                    return TEA.TableViewCell(identity: AnyHashable(name), text: name, onSelect: nil, onDelete: nil)
                }
                return .navigationController(
                    TEA.NavigationController(viewControllers: [
                        TEA.NavigationItem(title: "Rows \(model.ticks)", viewController: .tableViewController(rows))
                    ]))
            })
    }

    var table: ViewKit.TableView? {
        let navigation = driver.viewController as? ViewKit.NavigationController
        return (navigation?.topViewController as? ViewKit.TableViewController)?.tableView
    }

    @Test func theSameVersionCostsNothingAndAnEditIsOneRowOperation() throws {
        let table = try #require(table)
        let made = calls.cells
        #expect(made > 0 && made < 100, "only the rows on screen were made (\(made))")
        var mark = window.operationLog.totalCount
        program.send(.tick)
        _ = window.renderTree()
        #expect(calls.cells == made, "unchanged rows make no cell")
        let rowOperations = window.operationLog.entries(since: mark).filter {
            switch $0 {
            case .insertRows, .deleteRows, .moveRow, .reloadRows: true
            default: false
            }
        }
        #expect(rowOperations.isEmpty)
        mark = window.operationLog.totalCount
        program.send(.remove(3_000))
        #expect(
            window.operationLog.entries(since: mark)
                == [.deleteRows([IndexPath(row: 3_000, section: 0)], .right, table: "table")])
        mark = window.operationLog.totalCount
        program.send(.move(10, to: 4_000))
        #expect(
            window.operationLog.entries(since: mark)
                == [
                    .moveRow(
                        from: IndexPath(row: 10, section: 0), to: IndexPath(row: 4_000, section: 0), table: "table")
                ])
        #expect(table.numberOfRows(inSection: 0) == 4_999)
        table.scrollToRow(at: IndexPath(row: 4_000, section: 0), animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 4_000, section: 0))?.textLabel.text == "Row 10")
    }
}
