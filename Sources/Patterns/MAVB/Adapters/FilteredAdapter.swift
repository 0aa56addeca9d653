public import Services

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
///
/// NB: the adapter's methods are inlinable, so the app's module specializes them, and the closures they make,
/// for its state, messages and notifications: unspecialized, every message and every filter's processor
/// went through generic code (metadata lookups, copies by witness) at each stage.
@MainActor
public final class FilteredAdapter<State, Message, Notification> {
    /// The state (for tests; views observe filtered signals).
    @inlinable public var state: State { storedState }
    @usableFromInline var storedState: State
    @usableFromInline let reducer: @MainActor (inout State, Message) throws -> Notification?
    @usableFromInline var pendingMessages: [Message] = []
    @usableFromInline var isReducing = false
    @usableFromInline let observers = ValueObservers<Notification?>()
    /// The channel ``input`` sends into.
    @usableFromInline var channel = InputChannel<Message>()

    /// An adapter over `initialState` changed by `reducer`.
    @inlinable
    public init(initialState: State, reducer: @escaping @MainActor (inout State, Message) throws -> Notification?) {
        storedState = initialState
        self.reducer = reducer
    }

    /// Where messages go in.
    @inlinable
    public var input: SignalInput<Message> { channel.input(of: self) { $0.send($1) } }

    /// Applies `message` now, or after the current one when called from a filter (what ``input`` does).
    @inlinable
    public func send(_ message: Message) {
        pendingMessages.append(message)
        guard !isReducing else { return }
        isReducing = true
        defer { isReducing = false }
        while !pendingMessages.isEmpty { apply(pendingMessages.removeFirst()) }
    }

    @inlinable
    func apply(_ message: Message) {
        let notification: Notification?
        do {
            notification = try reducer(&storedState, message)
        } catch {
            return
        }
        if let notification { observers.notify(notification) }
    }

    /// Tells every filter to reload (a `nil` notification), after the state was replaced wholesale.
    @inlinable
    public func reload() {
        observers.notify(nil)
    }

    /// An independent observation of the state: `processor` gets its own state (starting at
    /// `initialValue`), the adapter's state, the notification (nil: reload) and where to send values.
    @inlinable
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
                    try processor(&filterState, storedState, notification, next)
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
