import Redux

/// A Redux store under load: an `Int` counter, or a 10,000-element array state, with whole-state or
/// selected subscribers that count what they receive.
@MainActor
final class StoreFixture {
    /// The state of the array workloads: 10,000 `Int`s.
    struct ListState: Equatable {
        var items: [Int]
    }

    /// The array workloads' actions.
    enum ListAction {
        /// Adds one to the element at this index.
        case bump(Int)
        /// Changes nothing.
        case noOp
    }

    /// What a subscriber selects.
    enum Subscribers {
        /// The whole state, with the store's shared comparison.
        case wholeState
        /// One element (array) or the value (counter), compared by each subscriber.
        case element
    }

    /// The counter's reducer.
    static func countReducer(_ action: Void, _ state: consuming Int?) -> Int {
        (state ?? 0) &+ 1
    }

    /// The array's reducer: a one-element write, in place when the store holds the only reference.
    static func listReducer(_ action: ListAction, _ state: consuming ListState?) -> ListState {
        var state = state ?? ListState(items: Array(repeating: 0, count: elementCount))
        if case .bump(let index) = action { state.items[index] &+= 1 }
        return state
    }

    /// The array state's size.
    static let elementCount = 10_000
    /// The stride between the elements successive actions change: a prime, so every element is hit.
    static let stride = 7_919

    private let counter: Store<Int, Void>?
    private let list: Store<ListState, ListAction>?
    private var tokens: [StoreSubscription] = []
    private var next = 0
    /// How many values the subscribers received.
    private(set) var received = 0

    /// A counter store with `subscriberCount` subscribers.
    init(counterWith subscriberCount: Int, selecting: Subscribers = .wholeState, historyLimit: Int = 0) {
        let store = Store(reducer: Self.countReducer, state: 0, historyLimit: historyLimit)
        counter = store
        list = nil
        for _ in 0..<subscriberCount {
            switch selecting {
            case .wholeState: tokens.append(store.subscribe { [unowned self] _ in received &+= 1 })
            case .element: tokens.append(store.subscribe(select: { $0 }) { [unowned self] _ in received &+= 1 })
            }
        }
    }

    /// An array store with `subscriberCount` subscribers.
    init(listWith subscriberCount: Int, selecting: Subscribers = .wholeState, historyLimit: Int = 0) {
        let store = Store(
            reducer: Self.listReducer, state: ListState(items: Array(repeating: 0, count: Self.elementCount)),
            historyLimit: historyLimit)
        counter = nil
        list = store
        for subscriber in 0..<subscriberCount {
            switch selecting {
            case .wholeState:
                tokens.append(store.subscribe { [unowned self] _ in received &+= 1 })
            case .element:
                let index = subscriber * 97 % Self.elementCount
                tokens.append(
                    store.subscribe(select: { $0.items[index] }) { [unowned self] _ in received &+= 1 })
            }
        }
    }

    /// Dispatches `count` counter increments.
    func increment(_ count: Int) {
        guard let counter else { return }
        for _ in 0..<count { counter.dispatch(()) }
    }

    /// Dispatches `count` one-element changes, each at the prime stride from the last.
    func bump(_ count: Int) {
        guard let list else { return }
        for _ in 0..<count {
            list.dispatch(.bump(next))
            next = (next + Self.stride) % Self.elementCount
        }
    }

    /// Dispatches `count` actions that change nothing.
    func noOp(_ count: Int) {
        guard let list else { return }
        for _ in 0..<count { list.dispatch(.noOp) }
    }
}
