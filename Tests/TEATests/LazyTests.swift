import Foundation
import Services
import TEA
import Testing
import ViewKit

/// Lazy virtual views and element rows: a render whose input is unchanged calls no view function, makes
/// no cell and touches no real view; a changed input is rendered and diffed as usual.
@MainActor
@Suite struct LazyTests {
    struct Model: Codable, Equatable {
        var title = "A"
        var ticks = 0
        var names: [String] = (0..<1_000).map { "Row \($0)" }
    }

    enum Message: Equatable, Sendable {
        case tick
        case retitle(String)
        case rename(Int, String)
        case remove(Int)
    }

    /// Counts the calls of the view functions.
    final class Calls {
        var header = 0
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
                case .retitle(let title): model.title = title
                case .rename(let index, let name): model.names[index] = name
                case .remove(let index): model.names.remove(at: index)
                }
            },
            view: { model in
                let header: TEA.View<Message> = .lazy(model.title) { title in
                    calls.header += 1
                    return .stackView(views: [.label(text: title), .label(text: "(lazy)")])
                }
                let rows = TEA.TableView<Message>(
                    rows: model.names, id: { $0 }, bottomBar: .label(text: "Ticks \(model.ticks)")
                ) { name in
                    calls.cells += 1
                    return TEA.TableViewCell(identity: AnyHashable(name), text: name, onSelect: nil, onDelete: nil)
                }
                return .splitViewController(
                    TEA.SplitViewController(
                        left: { _ in
                            TEA.NavigationController(viewControllers: [
                                TEA.NavigationItem(title: "Rows", viewController: .tableViewController(rows))
                            ])
                        },
                        right: { _ in
                            TEA.NavigationController(viewControllers: [
                                TEA.NavigationItem(title: "Detail", viewController: .viewController(header))
                            ])
                        }, collapseSecondaryViewController: false, popDetail: nil),
                    modal: nil)
            })
    }

    var header: ViewKit.StackView? {
        let split = driver.viewController as? ViewKit.SplitViewController
        let navigation = split?.secondaryViewController as? ViewKit.NavigationController
        return navigation?.topViewController?.view as? ViewKit.StackView
    }

    var table: ViewKit.TableView? {
        let split = driver.viewController as? ViewKit.SplitViewController
        return (split?.primaryNavigationController?.topViewController as? ViewKit.TableViewController)?.tableView
    }

    @Test func anUnchangedInputCallsNothingAndTouchesNoView() throws {
        #expect(calls.header == 1)
        let label = try #require(header?.arrangedSubviews.first as? ViewKit.Label)
        // A change the lazy view does not depend on: its function is not called, and its real views are
        // not touched (a value set behind the renderer's back survives).
        label.text = "set by hand"
        let cellsBefore = calls.cells
        let mark = window.operationLog.totalCount
        program.send(.tick)
        #expect(calls.header == 1)
        #expect(label.text == "set by hand")
        #expect(calls.cells == cellsBefore, "unchanged rows make no cell")
        #expect(window.operationLog.entries(since: mark).isEmpty)
        // The bottom bar, outside the lazy parts, follows every render.
        let column = try #require(table?.superview as? ViewKit.StackView)
        #expect((column.arrangedSubviews.last as? ViewKit.Label)?.text == "Ticks 1")
        // A changed input re-renders it, in place.
        program.send(.retitle("B"))
        #expect(calls.header == 2)
        #expect(header?.arrangedSubviews.first === label)
        #expect(label.text == "B")
    }

    @Test func aRowsCellIsMadeOncePerChangeOfItsRows() throws {
        _ = try #require(table)
        let made = calls.cells
        // Rendering again (a host sends a patch, automation reads the screen) asks for the same rows.
        _ = window.renderTree()
        _ = window.renderTree()
        program.send(.tick)
        _ = window.renderTree()
        #expect(calls.cells == made)
    }

    @Test func changedRowsAreDiffedWithoutMakingEveryCell() throws {
        _ = try #require(table)
        let visible = calls.cells
        #expect(visible > 0 && visible < 100, "only the rows on screen were made (\(visible))")
        var mark = window.operationLog.totalCount
        program.send(.remove(3))
        #expect(
            window.operationLog.entries(since: mark)
                == [.deleteRows([IndexPath(row: 3, section: 0)], .right, table: "table")])
        #expect(calls.cells - visible < 100, "a delete makes only the cells the table shows again")
        mark = window.operationLog.totalCount
        program.send(.rename(5, "Renamed"))
        // The row's identity is its name here, so a rename is a delete and an insert.
        #expect(
            window.operationLog.entries(since: mark) == [
                .deleteRows([IndexPath(row: 5, section: 0)], .right, table: "table"),
                .insertRows([IndexPath(row: 5, section: 0)], .left, table: "table"),
            ])
        #expect(table?.cellForRow(at: IndexPath(row: 5, section: 0))?.textLabel.text == "Renamed")
    }

    /// A lazy view keeps its input (which may hold a player) only while its driver runs: stopping the
    /// driver lets the input go.
    @Test func stoppingTheDriverReleasesTheLazyInputs() {
        final class Held {}
        struct Token: Equatable {
            let held: Held
            static func == (lhs: Token, rhs: Token) -> Bool { lhs.held === rhs.held }
        }
        final class Probe {
            weak var held: Held?
        }
        let probe = Probe()
        let clock = VirtualClock()
        let driver = Driver<Int, NoCommand<Message>>(
            0, update: { _, _ in [] },
            view: { _ in
                .viewController(
                    .lazy(Token(held: Held())) { token in
                        probe.held = token.held
                        return .label(text: "Held")
                    })
            }, subscriptions: { _ in [] }, clock: clock, environment: ())
        #expect(probe.held != nil)
        driver.stop()
        #expect(probe.held == nil)
    }
}
