import Redux

/// A counter reducer's actions, for the tests.
enum CounterAction: Equatable, Sendable {
    case increment
    case add(Int)
    case set(Int)
    case noOp
}

/// The tests' counter state: a count and a label that some actions leave alone.
struct CounterState: Equatable, Codable, Sendable {
    var count = 0
    var label = ""
}

/// The counter reducer; it counts its calls in `calls` when given one.
@MainActor
func counterReducer(calls: CallCounter? = nil) -> Reducer<CounterState, CounterAction> {
    { action, state in
        calls?.count += 1
        var state = state ?? CounterState()
        switch action {
        case .increment: state.count += 1
        case .add(let amount): state.count += amount
        case .set(let value): state.count = value
        case .noOp: break
        }
        return state
    }
}

/// Counts calls (reducer runs, `==` comparisons) made on the main actor.
final class CallCounter {
    var count = 0
}

/// A value whose `==` counts itself in a shared counter.
struct Counted: Equatable {
    let value: Int
    let counter: CallCounter

    static func == (lhs: Counted, rhs: Counted) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
}
