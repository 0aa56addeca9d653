public import Logging
public import Services

/// The single container of an app's state (the book's ReSwift `Store`): actions go in through
/// ``dispatch(_:)``, the middleware and then the reducer make the next state, and subscribers hear of
/// every change.
///
/// - Subscriptions (``subscribe(select:receive:)``, ``subscribe(receive:)``) get the current value at
///   once, then one call per change of what they selected. A selected subscriber costs one `==` of its
///   selected value per state change; whole-state subscribers share the store's one comparison of the
///   whole state, made only while there are some.
/// - Time travel: the ``log`` keeps the last ``StateLog/limit`` (action, state) entries;
///   ``jump(to:)`` shows an entry again and notifies the subscribers without running the reducer; a
///   dispatch after a jump back drops the later entries.
///
/// **Reentrancy.** Reducers get no dispatcher. A dispatch (or jump, or load) made while the store is
/// handling an action, by a middleware, a subscriber being notified, or anything they call, is queued
/// and applied after the current action's notifications end, in order, so every subscriber sees every
/// state in the order the states were made. One outer dispatch applies at most
/// ``maximumQueuedDispatches`` queued ones: past that the store stops, drops the rest, logs an error
/// naming the last actions and keeps the report in ``lastOverflow`` (the book's infinite loop of
/// dispatch-on-change becomes a logged error, not a hang or a crash). The store is main-actor isolated,
/// so dispatches from many tasks are applied one at a time.
///
/// **Ownership.** While the reducer runs the store hands it the only reference to the state
/// (see ``Reducer``), so a reducer that changes one element of a large array writes in place, unless
/// something else holds the previous state: the ``log`` (pass `historyLimit: 0` for none), a
/// whole-state subscriber (the store keeps the previous state to compare with), or a subscriber that
/// selected the whole state. So the state cannot be read while the reducer runs: a reducer that reads
/// ``state`` through a captured store breaks exclusive access, which Swift stops with a trap.
///
/// Contract: use it on the main actor. It does not keep its subscribers or itself alive: it holds each
/// subscriber's closures until the ``StoreSubscription`` is cancelled or released, and its middleware
/// through functions that hold it weakly.
@MainActor
public final class Store<State: Equatable, Action>: ActionDispatcher {
    /// The current state. It is not readable from inside a reducer (see "Ownership" above).
    public private(set) var state: State

    /// The (action, state) log that ``jump(to:)`` travels.
    public private(set) var log: StateLog<State, Action>

    /// The most queued dispatches applied in one outer dispatch (see the reentrancy rules above).
    public let maximumQueuedDispatches: Int

    /// The report of the last time queued dispatches were dropped, or nil.
    public private(set) var lastOverflow: DispatchOverflow?

    private let reducer: Reducer<State, Action>
    private let logger: Logger
    /// The middleware chain, ending in ``apply(_:)``; set at the end of `init`.
    private var chain: DispatchFunction<Action> = { _ in }
    private var subscribers: [SubscriberRecord] = []
    private var wholeStateSubscriberCount = 0
    /// Whether an action (or jump, or load) is being handled: dispatches are queued then.
    private var isBusy = false
    private var queue: [Pending] = []
    private var queueHead = 0
    /// The last actions applied in the current outer dispatch (a ring of at most
    /// ``recentActionLimit``, oldest at ``recentStart`` once full), for an overflow report.
    private var recentActions: [Action] = []
    private var recentStart = 0
    private static var recentActionLimit: Int { 5 }

    /// Something to do after the current action: a dispatch, a jump or a load.
    private enum Pending {
        case dispatch(Action)
        case jump(Int)
        case load(State)
    }

    /// One subscriber.
    private final class SubscriberRecord {
        /// Whether it wants the whole state when it changed (else it compares its own selection).
        let isWholeState: Bool
        /// Called with each new state.
        let notify: @MainActor (State) -> Void
        var isActive = true

        init(isWholeState: Bool, notify: @escaping @MainActor (State) -> Void) {
            self.isWholeState = isWholeState
            self.notify = notify
        }
    }

    /// Creates a store holding `state`.
    ///
    /// - Parameters:
    ///   - reducer: Makes each next state; see ``Reducer``.
    ///   - state: The initial state.
    ///   - middleware: Runs between ``dispatch(_:)`` and the reducer, first to last.
    ///   - historyLimit: The most entries the ``log`` keeps; 0 keeps none (no time travel, and
    ///     reducers write large states in place).
    ///   - maximumQueuedDispatches: The most queued dispatches applied in one outer dispatch.
    ///   - logger: Where the store reports dropped dispatches.
    public init(
        reducer: @escaping Reducer<State, Action>, state: State, middleware: [Middleware<State, Action>] = [],
        historyLimit: Int = 100, maximumQueuedDispatches: Int = 1_000,
        logger: Logger = Logger(label: "Redux.Store")
    ) {
        self.reducer = reducer
        self.state = state
        self.log = StateLog(limit: historyLimit, initial: state)
        self.maximumQueuedDispatches = max(0, maximumQueuedDispatches)
        self.logger = logger
        let initialState = state
        let dispatch: DispatchFunction<Action> = { [weak self] action in self?.dispatch(action) }
        // NB: a middleware that keeps `getState` past the store's life reads the initial state.
        let getState: @MainActor () -> State = { [weak self] in self?.state ?? initialState }
        let base: DispatchFunction<Action> = { [weak self] action in self?.apply(action) }
        chain = middleware.reversed().reduce(base) { next, middleware in middleware(dispatch, getState)(next) }
    }

    /// Creates a store whose initial state is the reducer's default, `reducer(initialAction, nil)`
    /// (ReSwift dispatches its `ReSwiftInit` action for this; an app passes an action its reducers
    /// ignore). The initial action is not dispatched: the middleware does not see it and the log starts
    /// with the default state.
    public convenience init(
        reducer: @escaping Reducer<State, Action>, initialAction: Action,
        middleware: [Middleware<State, Action>] = [], historyLimit: Int = 100,
        maximumQueuedDispatches: Int = 1_000, logger: Logger = Logger(label: "Redux.Store")
    ) {
        self.init(
            reducer: reducer, state: reducer(initialAction, nil), middleware: middleware,
            historyLimit: historyLimit, maximumQueuedDispatches: maximumQueuedDispatches, logger: logger)
    }

    // MARK: Dispatching

    /// Hands `action` to the middleware and then the reducer, and notifies the subscribers of the new
    /// state; while the store is handling another action it is queued (see the reentrancy rules above).
    public func dispatch(_ action: Action) {
        perform(.dispatch(action))
    }

    /// Shows entry `index` of the ``log`` (clamped) again: the state becomes that entry's and the
    /// subscribers are notified as for a dispatch; no reducer runs and no entry is added. A later
    /// dispatch drops the entries after this one. Does nothing when the log is empty. Queued like a
    /// dispatch while the store is busy.
    public func jump(to index: Int) {
        perform(.jump(index))
    }

    /// Replaces the whole state with `state` without the reducer (the inspector's "load"), records a
    /// ``StateLog/Event/loaded`` entry and notifies the subscribers. Queued like a dispatch while the
    /// store is busy.
    public func load(_ state: State) {
        perform(.load(state))
    }

    /// Does `pending` now, and then everything queued meanwhile, or queues it if the store is busy.
    private func perform(_ pending: Pending) {
        guard !isBusy else {
            queue.append(pending)
            return
        }
        isBusy = true
        defer {
            isBusy = false
            recentActions.removeAll(keepingCapacity: true)
            recentStart = 0
        }
        run(pending)
        var applied = 0
        while queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            applied += 1
            if applied > maximumQueuedDispatches {
                overflow(first: next, dropped: queue.count - queueHead + 1)
                break
            }
            run(next)
        }
        queue.removeAll(keepingCapacity: true)
        queueHead = 0
    }

    private func run(_ pending: Pending) {
        switch pending {
        case .dispatch(let action):
            remember(action)
            chain(action)
        case .jump(let index):
            let previous = state
            guard let restored = log.move(to: index) else { return }
            state = restored
            notify(previous: previous)
        case .load(let loaded):
            let previous = state
            state = loaded
            log.append(.loaded, loaded)
            notify(previous: previous)
        }
    }

    /// The end of the middleware chain: the reducer, the log, the notifications.
    private func apply(_ action: Action) {
        // Only whole-state subscribers need the previous state; holding it makes the reducer copy.
        let previous: State? = wholeStateSubscriberCount > 0 ? state : nil
        Self.reduce(reducer, action, &state)
        log.append(.action(action), state)
        notify(previous: previous)
    }

    /// Runs `reducer` on `state`, handing it the only reference.
    private static func reduce(_ reducer: Reducer<State, Action>, _ action: Action, _ state: inout State) {
        state = reducer(action, consume state)
    }

    private func notify(previous: State?) {
        let current = state
        var wholeStateChanged: Bool?
        for record in subscribers where record.isActive {
            if record.isWholeState {
                if wholeStateChanged == nil { wholeStateChanged = previous.map { $0 != current } ?? true }
                if wholeStateChanged == true { record.notify(current) }
            } else {
                record.notify(current)
            }
        }
    }

    /// Keeps `action` among the recent ones (described only if the queue overflows: describing every
    /// action would cost allocations on every dispatch).
    private func remember(_ action: Action) {
        if recentActions.count < Self.recentActionLimit {
            recentActions.append(action)
        } else {
            recentActions[recentStart] = action
            recentStart = (recentStart + 1) % Self.recentActionLimit
        }
    }

    private func overflow(first: Pending, dropped: Int) {
        let ordered = recentActions[recentStart...] + recentActions[..<recentStart]
        var last = ordered.map { String(describing: $0) }
        if case .dispatch(let action) = first { last.append("\(action) (dropped)") }
        let report = DispatchOverflow(limit: maximumQueuedDispatches, droppedCount: dropped, lastActions: last)
        lastOverflow = report
        logger.error("\(report.description)")
    }

    // MARK: Subscribing

    /// Calls `receive` with the part of the state `select` reads, at once, then after every change of
    /// that part, until the returned token is cancelled or released.
    ///
    /// Contract: a repeat is skipped with one `==` of the selected values per state change (the
    /// subscription keeps the last value it passed on); `select` runs once per state change. Every
    /// subscriber sees every state in order (see the reentrancy rules above). Keep the token; capture
    /// the subscriber weakly in `receive` if the subscriber holds the token.
    public func subscribe<Selected: Equatable>(
        select: @escaping (State) -> Selected, receive: @escaping @MainActor (Selected) -> Void
    ) -> StoreSubscription {
        var last = select(state)
        let record = SubscriberRecord(isWholeState: false) { state in
            let selected = select(state)
            guard selected != last else { return }
            last = selected
            receive(selected)
        }
        return add(record, initial: { receive(last) })
    }

    /// Calls `receive` with the whole state at once, then after every change, until the returned token
    /// is cancelled or released.
    ///
    /// Contract: repeats are skipped by the store's single comparison of the previous and next states,
    /// shared by every whole-state subscriber (none of them compares); while there is one, the store
    /// holds the previous state during the reducer, which then copies what it writes.
    public func subscribe(receive: @escaping @MainActor (State) -> Void) -> StoreSubscription {
        let record = SubscriberRecord(isWholeState: true, notify: receive)
        wholeStateSubscriberCount += 1
        let current = state
        return add(record, initial: { receive(current) })
    }

    /// How many subscriptions are active.
    public var subscriberCount: Int { subscribers.count }

    private func add(_ record: SubscriberRecord, initial: () -> Void) -> StoreSubscription {
        subscribers.append(record)
        let token = StoreSubscription { [weak self] in self?.remove(record) }
        if isBusy {
            initial()
        } else {
            // What the subscriber dispatches on its first value is queued until it returns.
            isBusy = true
            initial()
            isBusy = false
            if queueHead < queue.count {
                let first = queue[queueHead]
                queueHead += 1
                perform(first)
            }
        }
        return token
    }

    private func remove(_ record: SubscriberRecord) {
        guard record.isActive else { return }
        record.isActive = false
        if record.isWholeState { wholeStateSubscriberCount -= 1 }
        subscribers.removeAll { $0 === record }
    }
}
