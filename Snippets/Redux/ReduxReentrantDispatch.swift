// A Redux store whose subscriber dispatches while it is being notified: the dispatch is queued and
// applied after the current notifications, so every subscriber sees every state, in order.
import Redux

struct Counter: Equatable {
    var value = 0
}

enum CounterAction {
    case increment
    case reset
}

/// The only place the state changes: a pure function of the action and the state.
let counterReducer: Reducer<Counter, CounterAction> = { action, state in
    var state = state ?? Counter()
    switch action {
    case .increment: state.value += 1
    case .reset: state.value = 0
    }
    return state
}

/// A middleware that prints each action before passing it on.
let printActions: Middleware<Counter, CounterAction> = { _, getState in
    { next in
        { action in
            print("middleware: \(action) (state \(getState().value))")
            next(action)
        }
    }
}

let store = Store(reducer: counterReducer, state: Counter(), middleware: [printActions])
var seen: [Int] = []
let subscription = store.subscribe(select: { $0.value }) { value in
    seen.append(value)
    // Queued: applied once this notification has reached every subscriber.
    if value == 2 { store.dispatch(.reset) }
}

store.dispatch(.increment)
store.dispatch(.increment)
print("values seen: \(seen)")
print("log entries: \(store.log.entries.count)")

store.jump(to: 1)
print("after jumping to entry 1: \(store.state.value), seen \(seen)")
subscription.cancel()
