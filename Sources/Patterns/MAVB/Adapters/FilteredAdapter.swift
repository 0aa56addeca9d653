import Services

/// The sample's model adapter: a state changed only by messages through a reducer, and observed only
/// through filtered signals, each with its own filter state.
///
/// ```swift
/// let store = FilteredAdapter(initialState: document) { document, message in try reduce(&document, message) }
/// store.input.send(.removeItem(uuid: uuid))
/// let rows = store.filteredSignal(initialValue: [UUID: Item]()) { shown, document, notification, next in … }
/// ```
///
/// The reducer changes the state in place, so a message costs what it changes, not a copy of the state:
/// one that throws or returns nil notifies nobody, and must do so before it changes anything (as the
/// sample's reducers do: they check a message, then apply it).
/// A filter's processor runs at once with a `nil` notification (emit the full value) and after each
/// message with its notification; throwing ``SignalEnd/complete`` from it ends that signal. A message
/// sent while the filters are told about another is applied after them, so each processor sees every
/// notification with the state right after its message.
@MainActor
public final class FilteredAdapter<State, Message, Notification> {
    /// The state (for tests; views observe filtered signals).
    public private(set) var state: State
    private let reducer: @MainActor (inout State, Message) throws -> Notification?
    private var pendingMessages: [Message] = []
    private var isReducing = false
    private lazy var observers = ValueObservers<Notification?>()
    private lazy var channel: (input: SignalInput<Message>, subscription: SignalSubscription) = {
        let (input, signal) = Signal<Message>.channel()
        return (
            input,
            signal.subscribeOrReport { [weak self] event in if case .value(let message) = event { self?.send(message) }
            }
        )
    }()

    /// An adapter over `initialState` changed by `reducer`.
    public init(initialState: State, reducer: @escaping @MainActor (inout State, Message) throws -> Notification?) {
        state = initialState
        self.reducer = reducer
    }

    /// Where messages go in.
    public var input: SignalInput<Message> { channel.input }

    /// Applies `message` now, or after the current one when called from a filter (what ``input`` does).
    public func send(_ message: Message) {
        pendingMessages.append(message)
        guard !isReducing else { return }
        isReducing = true
        defer { isReducing = false }
        while !pendingMessages.isEmpty { apply(pendingMessages.removeFirst()) }
    }

    private func apply(_ message: Message) {
        let notification: Notification?
        do {
            notification = try reducer(&state, message)
        } catch {
            return
        }
        if let notification { observers.notify(notification) }
    }

    /// Tells every filter to reload (a `nil` notification), after the state was replaced wholesale.
    public func reload() {
        observers.notify(nil)
    }

    /// An independent observation of the state: `processor` gets its own state (starting at
    /// `initialValue`), the adapter's state, the notification (nil: reload) and where to send values.
    public func filteredSignal<Output, FilterState>(
        initialValue: FilterState,
        _ processor: @escaping @MainActor (inout FilterState, State, Notification?, SignalNext<Output>) throws -> Void
    ) -> Signal<Output> {
        Signal<Output> { [self] observer in
            var filterState = initialValue
            var subscription: SignalSubscription?
            let next = SignalNext(deliver: observer)
            @MainActor func run(_ notification: Notification?) {
                do {
                    try processor(&filterState, state, notification, next)
                } catch let end as SignalEnd {
                    subscription?.cancel()
                    observer(.end(end))
                } catch {
                    subscription?.cancel()
                    observer(.end(.cancelled))
                }
            }
            subscription = observers.subscribe { notification in run(notification) }
            run(nil)
            return { subscription?.cancel() }
        }
    }
}
