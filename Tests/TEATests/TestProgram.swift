import Foundation
import Services
import TEA
import ViewKit

/// A small TEA program for the framework's tests: a counter, a list of rows, a mode that swaps a label
/// for a button, and a subscription that exists only while ticking.
struct TestModel: Codable, Equatable {
    var count = 0
    var rows: [Row] = []
    var showsButton = false
    var ticking = false
    var log: [String] = []

    struct Row: Codable, Equatable {
        var id: Int
        var text: String
    }
}

enum TestMessage: Equatable, Sendable {
    case increment
    case setRows([TestModel.Row])
    case showButton(Bool)
    case ticking(Bool)
    case tick(Int)
    case record(String)
    case sendTwice
    case delete(Int)
    /// Changes nothing, not even the log.
    case ignore
}

/// The test program's one command: sends its messages back, in order, at once.
enum TestCommand: Command, Equatable {
    typealias Environment = Void
    case send([TestMessage])

    @MainActor func run(in context: CommandContext<TestMessage, Void>) {
        switch self {
        case .send(let messages): for message in messages { context.send(message) }
        }
    }
}

@MainActor
final class TestProgram {
    let clock = VirtualClock()
    let window = Window(sizeClass: .regular)
    let driver: Driver<TestModel, TestCommand>

    /// The program on `model`; with `skippingUnchangedModels`, its driver skips the render of a message
    /// that leaves the model as it was (`isUnchanged: ==`).
    init(_ model: TestModel = TestModel(), skippingUnchangedModels: Bool = false) {
        let box = Box()
        driver = Driver(
            model,
            update: { model, message in TestProgram.update(&model, message) },
            view: { model in
                box.views += 1
                return TestProgram.view(model)
            },
            subscriptions: { model in
                box.subscriptionRequests += 1
                guard model.ticking else { return [] }
                return [
                    Subscription<TestMessage>(id: "ticks", handle: { TestMessage.tick($0) }) { emit in
                        box.starts += 1
                        box.emit = emit
                        return { box.stops += 1 }
                    }
                ]
            },
            clock: clock,
            environment: (),
            isUnchanged: skippingUnchangedModels ? (==) : nil)
        self.box = box
        window.rootViewController = driver.viewController
    }

    let box: Box

    @MainActor
    final class Box {
        var starts = 0
        var stops = 0
        /// How many times the driver computed the view (one reconciliation each).
        var views = 0
        /// How many times the driver asked for the subscriptions (one diff each).
        var subscriptionRequests = 0
        var emit: (@MainActor (Int) -> Void)?
    }

    nonisolated static func update(_ model: inout TestModel, _ message: TestMessage) -> [TestCommand] {
        if message == .ignore { return [] }
        model.log.append("\(message)")
        switch message {
        case .increment: model.count += 1
        case .setRows(let rows): model.rows = rows
        case .showButton(let shows): model.showsButton = shows
        case .ticking(let ticking): model.ticking = ticking
        case .tick(let value): model.count = value
        case .record: break
        case .sendTwice:
            return [.send([.record("first"), .record("second")]), .send([.record("third")])]
        case .delete(let id): model.rows.removeAll { $0.id == id }
        case .ignore: break
        }
        return []
    }

    nonisolated static func view(_ model: TestModel) -> TEA.ViewController<TestMessage> {
        let header: TEA.View<TestMessage> =
            model.showsButton
            ? .button(text: "Count \(model.count)", onTap: .increment)
            : .label(text: "Count \(model.count)")
        let bar: TEA.View<TestMessage>? =
            model.count > 0
            ? .stackView(
                views: [.label(text: "Bar \(model.count)"), .progress(Double(model.count) / 4)], axis: .horizontal,
                accessibilityLabel: "Status")
            : nil
        let table = TEA.TableView(
            items: model.rows.map { row in
                TEA.TableViewCell<TestMessage>(
                    identity: AnyHashable(row.id), text: row.text, onSelect: .record(row.text),
                    onDelete: .delete(row.id))
            }, bottomBar: bar)
        return .splitViewController(
            TEA.SplitViewController(
                left: { _ in
                    TEA.NavigationController(viewControllers: [
                        TEA.NavigationItem(title: "Rows", viewController: .tableViewController(table))
                    ])
                },
                right: { _ in
                    TEA.NavigationController(viewControllers: [
                        TEA.NavigationItem(
                            title: "Detail", viewController: .viewController(.stackView(views: [header])))
                    ])
                }, collapseSecondaryViewController: false, popDetail: nil),
            modal: nil)
    }

    /// The real detail screen's root stack view.
    var detailStack: ViewKit.StackView? {
        let split = driver.viewController as? ViewKit.SplitViewController
        let navigation = split?.secondaryViewController as? ViewKit.NavigationController
        return navigation?.topViewController?.view as? ViewKit.StackView
    }

    /// The real table view.
    var tableView: ViewKit.TableView? {
        let split = driver.viewController as? ViewKit.SplitViewController
        let table = split?.primaryNavigationController?.topViewController as? ViewKit.TableViewController
        return table?.tableView
    }

    /// The texts of every row of the real table, asked of its data source.
    var rowTexts: [String] {
        guard let tableView, let source = tableView.dataSource else { return [] }
        return (0..<source.tableView(tableView, numberOfRowsInSection: 0)).map { row in
            source.tableView(tableView, cellForRowAt: IndexPath(row: row, section: 0)).textLabel.text ?? ""
        }
    }

    func send(_ message: TestMessage) {
        driver.send(message)
        clock.drain()
    }
}
