public import Services

/// A view-state value that is not persisted (the sample's `TempVar`): a selection, an alert on screen.
/// It starts empty, encodes nothing and decodes empty, and changing it is not a change of the tree.
@MainActor
public final class TempVar<Value>: StateContainer {
    /// The value now; nil when empty.
    public private(set) var value: Value?
    private lazy var observers = ValueObservers<Value?>()
    private lazy var channel: (input: SignalInput<Value>, subscription: SignalSubscription) = {
        let (input, signal) = Signal<Value>.channel()
        return (
            input,
            signal.subscribeOrReport { [weak self] event in if case .value(let value) = event { self?.set(value) } }
        )
    }()

    /// An empty value.
    public nonisolated init() {}

    /// Where new values go in.
    public var input: SignalInput<Value> { channel.input }

    /// A new signal of the value: the current one (nil when empty), then every change.
    public var signal: Signal<Value?> { observers.signal { [self] in value } }

    /// Sets the value.
    public func set(_ newValue: Value) {
        value = newValue
        observers.notify(newValue)
    }

    /// Empties the value.
    public func clear() {
        guard value != nil else { return }
        value = nil
        observers.notify(nil)
    }

    /// Calls `handler` after every change (and now) until the subscription goes.
    public func subscribeValues(_ handler: @escaping @MainActor (Value?) -> Void) -> SignalSubscription {
        handler(value)
        return observers.subscribe(handler)
    }

    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription {
        SignalSubscription()
    }

    public nonisolated convenience init(from decoder: any Decoder) throws {
        self.init()
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
