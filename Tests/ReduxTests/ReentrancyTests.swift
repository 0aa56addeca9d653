import Logging
import Redux
import Services
import TestSupport
import Testing

/// Reentrancy: dispatches during a notification are queued, a loop stops, concurrent dispatches are
/// applied one at a time (scenario 29).
@MainActor
struct ReentrancyTests {
    @Test func aDispatchFromASubscriberIsAppliedAfterTheNotificationSoEverySubscriberSeesEveryState() {
        let store = Store(reducer: counterReducer(), state: CounterState())
        var seen: [String] = []
        let first = store.subscribe(select: \.count) { count in
            seen.append("first \(count)")
            if count == 1 { store.dispatch(.set(10)) }
        }
        let second = store.subscribe(select: \.count) { seen.append("second \($0)") }
        store.dispatch(.increment)
        #expect(seen == ["first 0", "second 0", "first 1", "second 1", "first 10", "second 10"])
        #expect(store.state.count == 10)
        first.cancel()
        second.cancel()
    }

    @Test func aDispatchFromAMiddlewareIsQueued() {
        var order: [String] = []
        let echo: Middleware<CounterState, CounterAction> = { dispatch, getState in
            { next in
                { action in
                    if action == .increment { dispatch(.add(100)) }
                    order.append("reduce \(action) from \(getState().count)")
                    next(action)
                }
            }
        }
        let store = Store(reducer: counterReducer(), state: CounterState(), middleware: [echo])
        store.dispatch(.increment)
        #expect(order == ["reduce increment from 0", "reduce add(100) from 1"])
        #expect(store.state.count == 101)
    }

    @Test func aDispatchFromTheFirstValueOfANewSubscriberIsAppliedAfterIt() {
        let store = Store(reducer: counterReducer(), state: CounterState())
        var seen: [Int] = []
        let token = store.subscribe(select: \.count) { count in
            if count == 0 { store.dispatch(.increment) }
            seen.append(count)
        }
        #expect(seen == [0, 1])
        token.cancel()
    }

    @Test func aReducerThatDispatchesThroughACapturedStoreIsQueued() {
        weak var captured: Store<CounterState, CounterAction>?
        let store = Store(
            reducer: { (action: CounterAction, state: consuming CounterState?) in
                if action == .increment { captured?.dispatch(.add(10)) }
                return counterReducer()(action, state)
            }, state: CounterState())
        captured = store
        store.dispatch(.increment)
        #expect(store.state.count == 11)
    }

    @Test func aDispatchLoopStopsAfterTheLimitLogsAndDropsTheRest() {
        let recorder = LogRecorder()
        let calls = CallCounter()
        let store = Store(
            reducer: counterReducer(calls: calls), state: CounterState(), logger: recorder.logger)
        #expect(store.maximumQueuedDispatches == 1_000)
        // The book's con: a subscriber that dispatches on every change loops forever.
        let token = store.subscribe(select: \.count) { count in
            if count > 0 { store.dispatch(.increment) }
        }
        store.dispatch(.increment)
        #expect(calls.count == 1 + 1_000)
        #expect(store.state.count == 1_001)
        let overflow = store.lastOverflow
        #expect(overflow?.droppedCount == 1)
        #expect(overflow?.lastActions.suffix(2) == ["increment", "increment (dropped)"])
        #expect(recorder.records.count == 1)
        #expect(recorder.records.first?.level == .error)
        #expect(recorder.records.first?.message.contains("increment (dropped)") == true)
        // The store works normally afterwards.
        token.cancel()
        store.dispatch(.set(3))
        #expect(store.state.count == 3)
        #expect(recorder.records.count == 1)
    }

    @Test func oneSubscriberDispatchingManyActionsAtOnceIsCutAtTheLimit() {
        let store = Store(
            reducer: counterReducer(), state: CounterState(), maximumQueuedDispatches: 10,
            logger: LogRecorder().logger)
        var fired = true
        let token = store.subscribe(select: \.count) { _ in
            guard !fired else { return }
            fired = true
            for _ in 0..<25 { store.dispatch(.increment) }
        }
        #expect(store.lastOverflow == nil)
        fired = false
        store.dispatch(.set(0))
        store.dispatch(.add(100))
        #expect(store.state.count == 110)
        #expect(store.lastOverflow?.droppedCount == 15)
        #expect(store.lastOverflow?.lastActions.last == "increment (dropped)")
        token.cancel()
    }

    @Test func concurrentDispatchesFromManyTasksAreAppliedOneAtATime() async {
        // A fold that depends on order: the final state equals folding the actions in the order the
        // reducer got them, and every reducer call starts from the state the previous one returned.
        var applied: [Int] = []
        var lastReturned = CounterState()
        var torn = 0
        let store = Store(
            reducer: { (action: CounterAction, state: consuming CounterState?) in
                let state = state ?? CounterState()
                if state != lastReturned { torn += 1 }
                guard case .add(let value) = action else { return state }
                applied.append(value)
                lastReturned = CounterState(count: (state.count &* 31 &+ value) % 1_000_003, label: state.label)
                return lastReturned
            }, state: CounterState(), historyLimit: 0)
        await withTaskGroup(of: Void.self) { group in
            for value in 1...200 {
                group.addTask { await store.dispatch(.add(value)) }
            }
        }
        #expect(applied.sorted() == Array(1...200))
        #expect(torn == 0)
        let folded = applied.reduce(0) { ($0 &* 31 &+ $1) % 1_000_003 }
        #expect(store.state.count == folded)
    }
}
