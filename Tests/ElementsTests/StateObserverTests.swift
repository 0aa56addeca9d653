import Elements
import ElementsTesting
import Services
import Testing

/// A screen's state as a store would publish it: what the screen shows and the errors waiting to be shown.
private struct ScreenState: Equatable {
    var viewState = "idle"
    var errorsToPresent: [String] = []
}

/// A screen's event-responder protocol: no publisher types, just values.
@MainActor
private protocol ScreenEventResponder: AnyObject {
    func received(newViewState: String)
    func received(newErrorMessage: String)
}

@MainActor
private final class RecordingScreen: ScreenEventResponder {
    var received: [String] = []
    var onReceive: () -> Void = {}

    func received(newViewState: String) {
        received.append("view \(newViewState)")
        onReceive()
    }

    func received(newErrorMessage: String) {
        received.append("error \(newErrorMessage)")
        onReceive()
    }
}

private typealias ScreenObserver = StateObserver<ScreenState, any ScreenEventResponder>

/// The reusable state observer (scenarios 10–15 on its own types): it maps, drops nils and repeats, and
/// delivers in order; starts are idempotent, stops are immediate, a restart re-delivers the current state
/// once, and a missing or freed responder means no subscription.
@MainActor @Suite struct StateObserverTests {
    private static func makeObserver(
        _ states: FakeEventSource<ScreenState>, responder: (any ScreenEventResponder)? = nil
    ) -> ScreenObserver {
        ScreenObserver(
            source: states.source,
            deliveries: [
                .removingDuplicates({ $0.viewState }) { $0.received(newViewState: $1) },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ],
            eventResponder: responder)
    }

    @Test func deliversEachNewValueOnceAndSkipsNilsAndRepeats() {
        let states = FakeEventSource<ScreenState>()
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        observer.startObserving()

        states.post(ScreenState(viewState: "signing in"))
        states.post(ScreenState(viewState: "signing in"))
        #expect(screen.received == ["view signing in"])
        states.post(ScreenState(viewState: "signing in", errorsToPresent: ["Sign In Failed"]))
        states.post(ScreenState(viewState: "signing in", errorsToPresent: ["Sign In Failed"]))
        #expect(screen.received == ["view signing in", "error Sign In Failed"])
        states.post(ScreenState(viewState: "idle", errorsToPresent: []))
        #expect(screen.received == ["view signing in", "error Sign In Failed", "view idle"])
    }

    @Test func deliveriesRunInTheOrderGiven() {
        let states = FakeEventSource<ScreenState>()
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        observer.startObserving()
        states.post(ScreenState(viewState: "failed", errorsToPresent: ["E"]))
        #expect(screen.received == ["view failed", "error E"])
    }

    @Test func anEveryDeliveryRepeatsValues() {
        let states = FakeEventSource<Int>()
        let screen = RecordingScreen()
        let observer = StateObserver<Int, RecordingScreen>(
            source: states.source,
            deliveries: [.every({ $0 > 0 ? String($0) : nil }) { $0.received(newViewState: $1) }],
            eventResponder: screen)
        observer.startObserving()
        for state in [1, 1, 0, 2] { states.post(state) }
        #expect(screen.received == ["view 1", "view 1", "view 2"])
    }

    // MARK: Scenario 12: idempotent start

    @Test func startingTwiceDeliversEachStateOnce() {
        let states = FakeEventSource<ScreenState>()
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        observer.startObserving()
        observer.startObserving()
        #expect(states.subscribeCount == 1)
        states.post(ScreenState(viewState: "a"))
        #expect(screen.received == ["view a"])
    }

    // MARK: Scenario 13: stop and restart

    @Test func aStoppedObserverDeliversNothingAndARestartRedeliversTheCurrentStateOnce() {
        let states = FakeEventSource(current: ScreenState(viewState: "a"))
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        observer.startObserving()
        #expect(screen.received == ["view a"])

        observer.stopObserving()
        observer.stopObserving()
        #expect(states.subscriberCount == 0)
        states.post(ScreenState(viewState: "b"))
        #expect(screen.received == ["view a"])

        observer.startObserving()
        #expect(screen.received == ["view a", "view b"])
        states.post(ScreenState(viewState: "b"))
        #expect(screen.received == ["view a", "view b"])
    }

    @Test func aResponderThatStopsTheObserverGetsNothingMoreFromTheSameState() {
        let states = FakeEventSource<ScreenState>()
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        screen.onReceive = { observer.stopObserving() }
        observer.startObserving()
        states.post(ScreenState(viewState: "failed", errorsToPresent: ["E"]))
        #expect(screen.received == ["view failed"])
        #expect(!observer.isObserving)
    }

    @Test func stoppingDuringTheCurrentValuesDeliveryLeavesNothingSubscribed() {
        let states = FakeEventSource(current: ScreenState(viewState: "a"))
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        screen.onReceive = { observer.stopObserving() }
        observer.startObserving()
        #expect(screen.received == ["view a"])
        #expect(!observer.isObserving)
        #expect(states.subscriberCount == 0)
    }

    // MARK: Scenario 14: no responder, no subscription

    @Test func startingWithoutAResponderSubscribesToNothing() {
        let states = FakeEventSource(current: ScreenState())
        let observer = Self.makeObserver(states)
        observer.startObserving()
        #expect(!observer.isObserving)
        #expect(states.subscribeCount == 0)
    }

    // MARK: Scenario 15: the nil-responder safeguard

    @Test func settingTheResponderToNilStopsTheObserver() {
        let states = FakeEventSource<ScreenState>()
        let screen = RecordingScreen()
        let observer = Self.makeObserver(states, responder: screen)
        observer.startObserving()
        observer.eventResponder = nil
        #expect(!observer.isObserving)
        #expect(states.subscriberCount == 0)
        states.post(ScreenState(viewState: "b"))
        #expect(screen.received == [])
    }

    @Test func theObserverHoldsItsResponderWeaklyAndStopsOnceItIsGone() {
        let states = FakeEventSource<ScreenState>()
        let observer = Self.makeObserver(states)
        weak var weakScreen: RecordingScreen?
        do {
            let screen = RecordingScreen()
            weakScreen = screen
            observer.eventResponder = screen
            observer.startObserving()
            states.post(ScreenState(viewState: "a"))
            #expect(screen.received == ["view a"])
        }
        #expect(weakScreen == nil)
        states.post(ScreenState(viewState: "b"))
        #expect(!observer.isObserving)
        #expect(states.subscriberCount == 0)
    }
}

/// A responder type that is not an object cannot be held weakly: setting one is a programmer error.
@MainActor @Suite struct StateObserverMisuseTests {
    @Test func aResponderThatIsNotAnObjectIsReportedAndNotKept() {
        let states = FakeEventSource<Int>()
        let observer = StateObserver<Int, Int>(
            source: states.source, deliveries: [.every({ $0 }) { _, _ in Issue.record("delivered") }])
        let reports = ProgrammerError.capture { observer.eventResponder = 1 }
        #expect(reports.count == 1)
        #expect(observer.eventResponder == nil)
        observer.startObserving()
        #expect(states.subscribeCount == 0)
    }
}
