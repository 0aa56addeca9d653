import Redux
import StoreTesting
import Testing

/// The exhaustive store tester over a Redux reducer, and the dispatcher whose actions it receives.
@MainActor
struct TestStoreReduxTests {
    /// A user-interactions object of the kind the book writes: side effects, then actions.
    @MainActor
    final class CounterUserInteractions {
        let actionDispatcher: any ActionDispatcher<CounterAction>

        init(actionDispatcher: any ActionDispatcher<CounterAction>) {
            self.actionDispatcher = actionDispatcher
        }

        func reset(to value: Int) {
            actionDispatcher.dispatch(.set(value))
            actionDispatcher.dispatch(.increment)
        }

        func resetLater(to value: Int) {
            Task { @MainActor in
                await Task.yield()
                self.actionDispatcher.dispatch(.set(value))
            }
        }
    }

    @Test func sendChecksTheReducersChange() {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        store.send(.increment) { $0.count = 1 }
        store.send(.noOp)
        store.send(.add(4)) { $0.count = 5 }
        #expect(store.state.count == 5)
        store.finish()
    }

    @Test func aWrongAssertionFails() {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        withKnownIssue {
            store.send(.increment) { $0.count = 2 }
        }
        withKnownIssue {
            store.send(.increment)
        }
    }

    @Test func actionsAUserInteractionsObjectDispatchesAreReceivedInOrder() {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        let interactions = CounterUserInteractions(actionDispatcher: store.dispatcher)
        interactions.reset(to: 7)
        #expect(store.pendingActions == [.set(7), .increment])
        store.receive(.set(7)) { $0.count = 7 }
        store.receive(.increment) { $0.count = 8 }
        store.finish()
    }

    @Test func unreceivedDispatchedActionsFailTheTest() {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        CounterUserInteractions(actionDispatcher: store.dispatcher).reset(to: 1)
        store.receive(.set(1)) { $0.count = 1 }
        withKnownIssue {
            store.finish()
        }
    }

    @Test func receivingTheWrongActionFails() {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        CounterUserInteractions(actionDispatcher: store.dispatcher).reset(to: 1)
        withKnownIssue {
            store.receive(.increment)
        }
        store.receive(.set(1)) { $0.count = 1 }
        store.receive(.increment) { $0.count = 2 }
    }

    @Test func aTestWaitsForActionsDispatchedFromATask() async {
        let store = TestStore(redux: CounterState(), reducer: counterReducer())
        CounterUserInteractions(actionDispatcher: store.dispatcher).resetLater(to: 3)
        // NB: the task waits its turn behind every main-actor test of the run (about two minutes of them in
        // the whole suite), so the safety limit here is the run's, not the library's default.
        #expect(await store.waitForDispatches(1, safetyLimit: .seconds(900)))
        store.receive(.set(3)) { $0.count = 3 }
        store.finish()
    }

    @Test func theDispatcherDoesNotKeepTheTester() {
        var store: TestStore<CounterState, CounterAction, Never>? = TestStore(
            redux: CounterState(), reducer: counterReducer())
        weak let released = store
        let dispatcher = store?.dispatcher
        store = nil
        #expect(released == nil)
        dispatcher?.dispatch(.increment)
    }

    @Test func nonExhaustiveModeChecksOnlyWhatIsStated() {
        let store = TestStore(redux: CounterState(label: "a"), exhaustivity: .off, reducer: counterReducer())
        store.send(.add(2)) { $0.count = 2 }
        store.send(.increment)
        store.dispatcher.dispatch(.increment)
        store.finish()
    }
}
