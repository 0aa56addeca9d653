import Redux
import Services
import Testing

/// The bounded (action, state) log, `jump(to:)` and what a dispatch after a jump does.
@MainActor
struct TimeTravelTests {
    @Test func theLogRecordsEveryAppliedActionWithTheStateAfterIt() {
        let store = Store(reducer: counterReducer(), state: CounterState())
        store.dispatch(.increment)
        store.dispatch(.noOp)
        store.dispatch(.add(5))
        let log = store.log
        #expect(log.entries.map(\.event) == [.initial, .action(.increment), .action(.noOp), .action(.add(5))])
        #expect(log.entries.map(\.state.count) == [0, 1, 1, 6])
        #expect(log.position == 3)
        #expect(log.droppedCount == 0)
        #expect(log.limit == 100)
    }

    @Test func theLogIsBoundedAndCountsTheDroppedEntries() {
        let store = Store(reducer: counterReducer(), state: CounterState(), historyLimit: 3)
        for _ in 0..<5 { store.dispatch(.increment) }
        #expect(store.log.entries.map(\.state.count) == [3, 4, 5])
        #expect(store.log.droppedCount == 3)
        #expect(store.log.position == 2)
    }

    @Test func aStoreWithoutALogCannotTravel() {
        let store = Store(reducer: counterReducer(), state: CounterState(), historyLimit: 0)
        store.dispatch(.increment)
        #expect(!store.log.isEnabled)
        #expect(store.log.entries.isEmpty)
        store.jump(to: 0)
        #expect(store.state.count == 1)
    }

    @Test func aJumpNotifiesSubscribersWithoutRunningReducers() {
        let calls = CallCounter()
        let store = Store(reducer: counterReducer(calls: calls), state: CounterState())
        store.dispatch(.increment)
        store.dispatch(.add(10))
        var counts: [Int] = []
        var states: [CounterState] = []
        let token = store.subscribe(select: \.count) { counts.append($0) }
        let wholeToken = store.subscribe { states.append($0) }
        let reducerCalls = calls.count
        store.jump(to: 1)
        store.jump(to: 1)
        store.jump(to: 0)
        store.jump(to: 99)
        #expect(calls.count == reducerCalls)
        #expect(counts == [11, 1, 0, 11])
        #expect(states.map(\.count) == [11, 1, 0, 11])
        #expect(store.log.entries.count == 3)
        #expect(store.log.position == 2)
        store.jump(to: -4)
        #expect(store.log.position == 0)
        #expect(store.state.count == 0)
        token.cancel()
        wholeToken.cancel()
    }

    @Test func aDispatchAfterAJumpDropsTheLaterEntries() {
        let store = Store(reducer: counterReducer(), state: CounterState())
        for value in [1, 2, 3] { store.dispatch(.set(value)) }
        store.jump(to: 1)
        #expect(store.state.count == 1)
        store.dispatch(.add(10))
        #expect(store.state.count == 11)
        #expect(store.log.entries.map(\.state.count) == [0, 1, 11])
        #expect(store.log.entries.map(\.event) == [.initial, .action(.set(1)), .action(.add(10))])
        #expect(store.log.position == 2)
    }

    @Test func aJumpFromASubscriberIsQueuedLikeADispatch() {
        let store = Store(reducer: counterReducer(), state: CounterState())
        store.dispatch(.set(1))
        var seen: [String] = []
        let first = store.subscribe(select: \.count) { count in
            seen.append("first \(count)")
            if count == 2 { store.jump(to: 0) }
        }
        let second = store.subscribe(select: \.count) { seen.append("second \($0)") }
        store.dispatch(.set(2))
        #expect(seen == ["first 1", "second 1", "first 2", "second 2", "first 0", "second 0"])
        first.cancel()
        second.cancel()
    }

    @Test func loadingAStateRecordsALoadedEntryAndNotifies() {
        let calls = CallCounter()
        let store = Store(reducer: counterReducer(calls: calls), state: CounterState())
        var counts: [Int] = []
        let token = store.subscribe(select: \.count) { counts.append($0) }
        store.load(CounterState(count: 40, label: "loaded"))
        #expect(calls.count == 0)
        #expect(counts == [0, 40])
        #expect(store.log.entries.map(\.event) == [.initial, .loaded])
        token.cancel()
    }

    @Test func entrySerialsAreNeverReused() {
        let store = Store(reducer: counterReducer(), state: CounterState(), historyLimit: 3)
        for _ in 0..<3 { store.dispatch(.increment) }
        store.jump(to: 0)
        store.dispatch(.noOp)
        let serials = store.log.entries.map(\.serial)
        #expect(serials == [1, 4])
        #expect(Set(serials).count == serials.count)
    }
}
