import Logging
import Redux
import TestSupport
import Testing

/// Middleware `(dispatch, getState) -> (next) -> (action)` and the action printer (scenario 28).
@MainActor
struct MiddlewareTests {
    @Test func middlewareRunsFirstToLastBeforeTheReducer() {
        var trace: [String] = []
        func tracing(_ name: String) -> Middleware<CounterState, CounterAction> {
            { _, getState in
                { next in
                    { action in
                        trace.append("\(name) before \(getState().count)")
                        next(action)
                        trace.append("\(name) after \(getState().count)")
                    }
                }
            }
        }
        let store = Store(
            reducer: counterReducer(), state: CounterState(), middleware: [tracing("a"), tracing("b")])
        store.dispatch(.increment)
        #expect(trace == ["a before 0", "b before 0", "b after 1", "a after 1"])
    }

    @Test func middlewareMayChangeOrDropActions() {
        let doubling: Middleware<CounterState, CounterAction> = { _, _ in
            { next in
                { action in
                    switch action {
                    case .add(let amount): next(.add(amount * 2))
                    case .noOp: break
                    default: next(action)
                    }
                }
            }
        }
        let calls = CallCounter()
        let store = Store(reducer: counterReducer(calls: calls), state: CounterState(), middleware: [doubling])
        store.dispatch(.add(3))
        store.dispatch(.noOp)
        #expect(store.state.count == 6)
        #expect(calls.count == 1)
        #expect(store.log.entries.count == 2)
    }

    @Test func actionPrinterLogsEveryActionInOrderAndTheReducerGetsThemUnchanged() {
        let recorder = LogRecorder()
        var reduced: [CounterAction] = []
        let store = Store(
            reducer: { (action: CounterAction, state: consuming CounterState?) in
                reduced.append(action)
                return counterReducer()(action, state)
            }, state: CounterState(),
            middleware: [ActionPrinter.middleware(logger: recorder.logger)])
        let actions: [CounterAction] = [.increment, .add(4), .noOp, .set(2), .increment]
        for action in actions { store.dispatch(action) }
        #expect(recorder.records.map(\.message) == actions.map { "Action: \($0)" })
        #expect(recorder.records.allSatisfy { $0.level == .info })
        #expect(reduced == actions)
        #expect(store.state.count == 3)
    }

    @Test func actionPrinterUsesTheGivenDescriptionAndLevel() {
        let recorder = LogRecorder()
        let store = Store(
            reducer: counterReducer(), state: CounterState(),
            middleware: [
                ActionPrinter.middleware(logger: recorder.logger, level: .debug) { _ in "<redacted>" }
            ])
        store.dispatch(.set(42))
        #expect(recorder.records == [LogRecorder.Record(level: .debug, message: "Action: <redacted>")])
    }

    @Test func actionPrinterSeesActionsQueuedByOtherMiddleware() {
        let recorder = LogRecorder()
        // Dispatches a follow-up after every `set`: queued until the `set` is handled.
        let followUp: Middleware<CounterState, CounterAction> = { dispatch, _ in
            { next in
                { action in
                    next(action)
                    if case .set = action { dispatch(.increment) }
                }
            }
        }
        let store = Store(
            reducer: counterReducer(), state: CounterState(),
            middleware: [ActionPrinter.middleware(logger: recorder.logger), followUp])
        store.dispatch(.set(10))
        #expect(recorder.records.map(\.message) == ["Action: set(10)", "Action: increment"])
        #expect(store.state.count == 11)
    }
}
