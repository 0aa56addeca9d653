import Bindings
import Foundation
@preconcurrency import OpenCombine
import Services
import Testing
import ViewKit

/// The binding library: lifetimes owned by views, replaying shares, the clock as a scheduler, callback
/// observations as publishers, and the animated table data source.
@MainActor
@Suite struct BindingsTests {
    // MARK: Lifetimes

    @Test func aBindingLivesAsLongAsItsViewAndNoLonger() {
        let subject = PassthroughSubject<String?, Never>()
        var cancellations = 0
        let source = subject.handleEvents(receiveCancel: { cancellations += 1 })
        weak var released: Label?
        do {
            let label = Label()
            released = label
            source.bind(to: label, \.text)
            subject.send("One")
            #expect(label.text == "One")
        }
        #expect(released == nil, "the binding does not keep its view alive")
        #expect(cancellations == 1, "the view's release cancelled its subscription")
        subject.send("Two")
    }

    @Test func aClosedScreensBindingsAreCancelledAndFree() {
        let clock = VirtualClock()
        let application = Application(delegate: ScreenDelegate(), clock: clock)
        application.launch()
        let title = CurrentValueSubject<String, Never>("Screen")
        var cancellations = 0
        weak var closedScreen: ViewController?
        do {
            let window = application.openWindow()
            let screen = ViewController()
            closedScreen = screen
            title.handleEvents(receiveCancel: { cancellations += 1 }).bind(to: screen, \.title)
            window.rootViewController = screen
            #expect(screen.title == "Screen")
            application.closeWindow(window)
        }
        clock.drain()
        #expect(closedScreen == nil)
        #expect(cancellations == 1)
    }

    // MARK: share(replay:)

    @Test func shareReplayConnectsOnceAndReplaysTheLatestValue() {
        var subscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.sink { first.append($0) }
        subject.send(1)
        subject.send(2)
        let b = shared.sink { second.append($0) }
        subject.send(3)
        #expect(first == [1, 2, 3])
        #expect(second == [2, 3], "a late subscriber gets the latest value, then the rest")
        #expect(subscriptions == 1)
        #expect(shared.subscriberCount == 2)
        a.cancel()
        b.cancel()
        #expect(shared.subscriberCount == 0)
        // The last subscriber's departure disconnected and cleared the buffer: a new one starts afresh.
        var third: [Int] = []
        let c = shared.sink { third.append($0) }
        #expect(third.isEmpty)
        subject.send(4)
        #expect(third == [4])
        #expect(subscriptions == 2)
        c.cancel()
    }

    @Test func shareReplayPassesCompletionAndHonoursDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.share(replay: 2)
        var completed = false
        let keep = shared.sink(receiveCompletion: { _ in completed = true }, receiveValue: { _ in })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        var received: [Int] = []
        var subscription: (any Subscription)?
        shared.subscribe(
            AnySubscriber(
                receiveSubscription: { subscription = $0 },
                receiveValue: {
                    received.append($0)
                    return .none
                },
                receiveCompletion: { _ in }))
        #expect(received.isEmpty, "nothing is delivered before it is asked for")
        subscription?.request(.max(1))
        #expect(received == [2])
        subscription?.request(.unlimited)
        #expect(received == [2, 3])
        subject.send(completion: .finished)
        #expect(completed)
        keep.cancel()
    }

    // MARK: The clock as a scheduler

    @Test func receiveOnDelayAndDebounceFollowTheClock() {
        let clock = VirtualClock()
        let scheduler = ClockScheduler(clock)
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var delayed: [Int] = []
        var debounced: [Int] = []
        let cancellables = [
            subject.receive(on: scheduler).sink { received.append($0) },
            subject.delay(for: .seconds(1), scheduler: scheduler).sink { delayed.append($0) },
            subject.debounce(for: .milliseconds(300), scheduler: scheduler).sink { debounced.append($0) },
        ]
        subject.send(1)
        #expect(received.isEmpty, "receive(on:) waits for the clock's next turn")
        clock.drain()
        #expect(received == [1])
        clock.advance(by: 0.1)
        subject.send(2)
        clock.advance(by: 0.25)
        #expect(debounced.isEmpty)
        clock.advance(by: 0.1)
        #expect(debounced == [2], "only the last of a burst, 0.3 s after it")
        #expect(delayed == [])
        clock.advance(by: 0.6)
        #expect(delayed == [1], "each value 1 s after it was sent: 1 at 1.0 s")
        clock.advance(by: 0.1)
        #expect(delayed == [1, 2], "and 2 at 1.1 s")
        #expect(scheduler.now.seconds == clock.now.timeIntervalSinceReferenceDate)
        _ = cancellables
    }

    @Test func aRepeatingScheduleRunsUntilCancelled() {
        let clock = VirtualClock()
        let scheduler = ClockScheduler(clock)
        var runs = 0
        let cancellable = scheduler.schedule(
            after: scheduler.now.advanced(by: .seconds(1)), interval: .milliseconds(500)
        ) { runs += 1 }
        clock.advance(by: 0.9)
        #expect(runs == 0)
        clock.advance(by: 0.1)
        #expect(runs == 1)
        clock.advance(by: 1)
        #expect(runs == 3)
        cancellable.cancel()
        clock.advance(by: 2)
        #expect(runs == 3)
    }

    // MARK: Observations

    @Test func anObservationRegistersOnSubscriptionAndEndsOnCancel() {
        var registered = 0
        var ended = 0
        var send: ((Int) -> Void)?
        let publisher = ObservationPublisher<Int> { callback in
            registered += 1
            send = callback
            return { ended += 1 }
        }
        #expect(registered == 0, "nothing is observed before a subscriber comes")
        var received: [Int] = []
        let cancellable = publisher.sink { received.append($0) }
        #expect(registered == 1)
        send?(7)
        #expect(received == [7])
        cancellable.cancel()
        cancellable.cancel()
        #expect(ended == 1)
        send?(8)
        #expect(received == [7])
    }

    // MARK: The animated data source

    struct Row {
        var id: Int
        var text: String
    }

    @Test func theAnimatedDataSourceChangesOnlyTheRowsThatChanged() throws {
        let window = Window(sizeClass: .regular)
        let screen = TableViewController()
        window.rootViewController = screen
        let table = screen.tableView
        table.accessibilityIdentifier = "rows"
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let rows = CurrentValueSubject<[SectionModel<Int, Row>], Never>([
            SectionModel(model: 0, items: [Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c")])
        ])
        let dataSource = AnimatedTableDataSource<Int, Row, Int, String>(
            id: \.id, content: \.text,
            configureCell: { tableView, indexPath, row in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel.text = row.text
                return cell
            })
        var deleted: [Int] = []
        dataSource.commitDelete = { deleted.append($0.id) }
        dataSource.bind(rows, to: table)
        #expect(table.numberOfRows(inSection: 0) == 3)
        func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

        var mark = window.operationLog.totalCount
        rows.value = [SectionModel(model: 0, items: [Row(id: 1, text: "a"), Row(id: 3, text: "c")])]
        #expect(window.operationLog.entries(since: mark) == [.deleteRows([path(1)], .right, table: "rows")])

        mark = window.operationLog.totalCount
        rows.value = [SectionModel(model: 0, items: [Row(id: 3, text: "c!"), Row(id: 1, text: "a")])]
        let operations = window.operationLog.entries(since: mark)
        // Reloads in a batch name the row's old index, as UIKit's do.
        #expect(operations.contains(.reloadRows([path(1)], .fade, table: "rows")), "\(operations)")
        #expect(table.cellForRow(at: path(0))?.textLabel.text == "c!")

        mark = window.operationLog.totalCount
        rows.value = [SectionModel(model: 1, items: [Row(id: 9, text: "z")])]
        #expect(window.operationLog.entries(since: mark) == [.reloadData(table: "rows")])

        dataSource.tableView(table, commit: .delete, forRowAt: path(0))
        #expect(deleted == [9])
    }
}

/// An app whose windows start empty, for lifetime tests.
@MainActor
private final class ScreenDelegate: ApplicationDelegate {
    func application(_ application: Application, configure window: Window) {}
}
