public import Services

/// The channel behind an adapter's `input`, made the first time it is asked for: what is sent into it
/// goes to the adapter (``FilteredAdapter``, ``Var``, ``TempVar``).
///
/// Inlinable, so the adapter's module-crossing `input` is specialized where the adapter's types are known,
/// and a value sent reaches the adapter without generic code on the way.
@MainActor @usableFromInline
struct InputChannel<Value> {
    @usableFromInline var made: (input: SignalInput<Value>, subscription: SignalSubscription)?

    @usableFromInline
    nonisolated init() {}

    /// The channel's input, made on first use with `receive` as its subscriber (called with `owner` while it
    /// lives; the channel does not keep it alive); later calls return the same input and leave the first
    /// subscriber in place.
    ///
    /// NB: `receive` is given the owner rather than capturing it, so the callers' closures capture nothing
    /// and reading an input that exists allocates nothing.
    @inlinable
    mutating func input<Owner: AnyObject>(
        of owner: Owner, feeding receive: @escaping @MainActor (Owner, Value) -> Void
    ) -> SignalInput<Value> {
        if let made { return made.input }
        let (input, signal) = Signal<Value>.channel()
        let subscription = signal.subscribeOrReport { [weak owner] event in
            if case .value(let value) = event, let owner { receive(owner, value) }
        }
        made = (input, subscription)
        return input
    }
}
