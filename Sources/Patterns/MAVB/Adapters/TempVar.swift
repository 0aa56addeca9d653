public import Services

/// A view-state value that is not persisted (the sample's `TempVar`): a selection, an alert on screen.
/// It starts empty, encodes nothing and decodes empty, and changing it is not a change of the tree.
///
/// NB: setting, observing and the input are inlinable, so the app's module specializes them for its value.
@MainActor
public final class TempVar<Value>: StateContainer {
    /// The value now; nil when empty.
    @inlinable public var value: Value? { storedValue }
    @usableFromInline var storedValue: Value?
    @usableFromInline lazy var observers = ValueObservers<Value?>()
    /// The channel ``input`` sends into.
    @usableFromInline var channel = InputChannel<Value>()

    /// An empty value.
    public nonisolated init() {}

    /// Where new values go in.
    @inlinable
    public var input: SignalInput<Value> { channel.input(of: self) { $0.set($1) } }

    /// A new signal of the value: the current one (nil when empty), then every change.
    @inlinable
    public var signal: Signal<Value?> { observers.signal { [self] in storedValue } }

    /// Sets the value.
    @inlinable
    public func set(_ newValue: Value) {
        storedValue = newValue
        observers.notify(newValue)
    }

    /// Empties the value.
    @inlinable
    public func clear() {
        guard storedValue != nil else { return }
        storedValue = nil
        observers.notify(nil)
    }

    /// Calls `handler` after every change (and now) until the subscription goes.
    public func subscribeValues(_ handler: @escaping @MainActor (Value?) -> Void) -> SignalSubscription {
        handler(storedValue)
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
