import Redux
import Services
import Testing

/// Subscriptions: the current value at once, one call per change, repeats skipped with at most one
/// `==` per subscriber, tokens, lifetimes, unsubscribing during a notification.
@MainActor
struct StoreSubscriptionTests {
    func makeStore(historyLimit: Int = 100) -> Store<CounterState, CounterAction> {
        Store(reducer: counterReducer(), state: CounterState(), historyLimit: historyLimit)
    }

    @Test func selectedSubscriberGetsTheCurrentValueAtOnceThenOnePerChange() {
        let store = makeStore()
        store.dispatch(.set(5))
        var received: [Int] = []
        let token = store.subscribe(select: \.count) { received.append($0) }
        #expect(received == [5])
        store.dispatch(.increment)
        store.dispatch(.noOp)
        store.dispatch(.add(0))
        store.dispatch(.add(2))
        #expect(received == [5, 6, 8])
        token.cancel()
    }

    @Test func aSelectedSubscriberIsSilentWhenOtherPartsChange() {
        let store = Store(
            reducer: { (action: String, state: consuming CounterState?) in
                var state = state ?? CounterState()
                state.label = action
                return state
            }, state: CounterState())
        var counts: [Int] = []
        var labels: [String] = []
        let countToken = store.subscribe(select: \.count) { counts.append($0) }
        let labelToken = store.subscribe(select: \.label) { labels.append($0) }
        store.dispatch("a")
        store.dispatch("b")
        #expect(counts == [0])
        #expect(labels == ["", "a", "b"])
        countToken.cancel()
        labelToken.cancel()
    }

    @Test func wholeStateSubscriberSkipsRepeats() {
        let store = makeStore()
        var received: [CounterState] = []
        let token = store.subscribe { received.append($0) }
        store.dispatch(.noOp)
        store.dispatch(.increment)
        store.dispatch(.add(0))
        #expect(received.map(\.count) == [0, 1])
        token.cancel()
    }

    @Test func aSelectedSubscriberComparesAtMostOncePerDispatch() {
        let counter = CallCounter()
        let store = makeStore()
        var received: [Int] = []
        let tokens = (0..<3).map { _ in
            store.subscribe(select: { Counted(value: $0.count, counter: counter) }) { received.append($0.value) }
        }
        #expect(counter.count == 0)
        for action in [CounterAction.noOp, .increment, .add(0), .set(7), .set(7)] {
            let before = counter.count
            store.dispatch(action)
            #expect(counter.count - before <= tokens.count)
        }
        #expect(counter.count == 5 * tokens.count)
        #expect(received == [0, 0, 0, 1, 1, 1, 7, 7, 7])
    }

    @Test func wholeStateSubscribersShareOneComparison() {
        let counter = CallCounter()
        let store = Store(
            reducer: { (action: Int, state: consuming Counted?) in
                let state = state ?? Counted(value: 0, counter: counter)
                return action == 0 ? state : Counted(value: state.value + action, counter: counter)
            }, state: Counted(value: 0, counter: counter))
        var received = 0
        let tokens = (0..<10).map { _ in store.subscribe { _ in received += 1 } }
        store.dispatch(0)
        #expect(counter.count == 1)
        store.dispatch(1)
        #expect(counter.count == 2)
        #expect(received == 10 + 10)
        tokens.forEach { $0.cancel() }
        store.dispatch(1)
        #expect(counter.count == 2, "no whole-state subscriber, no comparison")
    }

    @Test func cancellingATokenStopsTheSubscriber() {
        let store = makeStore()
        var received: [Int] = []
        let token = store.subscribe(select: \.count) { received.append($0) }
        #expect(store.subscriberCount == 1)
        #expect(token.isActive)
        store.dispatch(.increment)
        token.cancel()
        token.cancel()
        #expect(!token.isActive)
        #expect(store.subscriberCount == 0)
        store.dispatch(.increment)
        #expect(received == [0, 1])
    }

    @Test func releasingATokenCancelsIt() {
        let store = makeStore()
        var received: [Int] = []
        var token: StoreSubscription? = store.subscribe(select: \.count) { received.append($0) }
        #expect(token != nil && store.subscriberCount == 1)
        token = nil
        #expect(store.subscriberCount == 0)
        store.dispatch(.increment)
        #expect(received == [0])
    }

    /// A subscriber that owns its token, as views do.
    @MainActor
    final class Subscriber {
        var received: [Int] = []
        var token: StoreSubscription?

        init(store: Store<CounterState, CounterAction>) {
            token = store.subscribe(select: \.count) { [weak self] in self?.received.append($0) }
        }
    }

    @Test func theStoreDoesNotKeepAReleasedSubscriber() {
        let store = makeStore()
        var subscriber: Subscriber? = Subscriber(store: store)
        weak let released = subscriber
        store.dispatch(.increment)
        #expect(subscriber?.received == [0, 1])
        subscriber = nil
        #expect(released == nil)
        #expect(store.subscriberCount == 0)
        store.dispatch(.increment)
    }

    @Test func subscriptionsAndMiddlewareDoNotKeepTheStore() {
        var store: Store<CounterState, CounterAction>? = Store(
            reducer: counterReducer(), state: CounterState(),
            middleware: [{ dispatch, getState in { next in { action in next(action) } } }])
        weak let released = store
        let token = store?.subscribe(select: \.count) { _ in }
        let wholeToken = store?.subscribe { _ in }
        store?.dispatch(.increment)
        store = nil
        #expect(released == nil)
        token?.cancel()
        wholeToken?.cancel()
    }

    @Test func aSubscriberCancellingAnotherDuringANotificationStopsIt() {
        let store = makeStore()
        var log: [String] = []
        var second: StoreSubscription?
        let first = store.subscribe(select: \.count) { count in
            log.append("first \(count)")
            if count == 1 { second?.cancel() }
        }
        second = store.subscribe(select: \.count) { log.append("second \($0)") }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(log == ["first 0", "second 0", "first 1", "first 2"])
        #expect(store.subscriberCount == 1)
        first.cancel()
    }

    @Test func aSubscriberCancellingItselfDuringANotificationStops() {
        let store = makeStore()
        var received: [Int] = []
        var token: StoreSubscription?
        var others: [Int] = []
        token = store.subscribe(select: \.count) { count in
            received.append(count)
            if count == 1 { token?.cancel() }
        }
        let other = store.subscribe(select: \.count) { others.append($0) }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(received == [0, 1])
        #expect(others == [0, 1, 2])
        other.cancel()
    }

    @Test func aSubscriberAddedDuringANotificationGetsTheCurrentStateThenTheNextOnes() {
        let store = makeStore()
        var late: [Int] = []
        var lateToken: StoreSubscription?
        let token = store.subscribe(select: \.count) { count in
            if count == 1, lateToken == nil {
                lateToken = store.subscribe(select: \.count) { late.append($0) }
            }
        }
        store.dispatch(.increment)
        store.dispatch(.increment)
        #expect(late == [1, 2])
        token.cancel()
        lateToken?.cancel()
    }

    @Test func aStoreMadeFromTheReducersDefault() {
        let store = Store(reducer: counterReducer(), initialAction: .noOp)
        #expect(store.state == CounterState())
        #expect(store.log.entries.count == 1)
    }
}
