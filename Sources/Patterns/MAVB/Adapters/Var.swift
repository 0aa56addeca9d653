public import Services

/// A persisted view-state value (the sample's `Var`): set through ``input`` or ``set(_:)``, observed
/// through ``signal`` (the current value, then every change), encoded for restoration.
@MainActor
public final class Var<Value: Codable>: StateContainer {
    /// The value now.
    @inlinable public var value: Value { storage.value }
    @usableFromInline let storage: ValueStorage<Value>
    @usableFromInline lazy var observers = ValueObservers<Value>()
    @usableFromInline lazy var changes = ValueObservers<Void>()
    /// The channel ``input`` sends into.
    @usableFromInline var channel = InputChannel<Value>()

    /// A variable holding `value`.
    public nonisolated init(_ value: Value) {
        storage = ValueStorage(value)
    }

    /// Where new values go in.
    @inlinable
    public var input: SignalInput<Value> { channel.input(of: self) { $0.set($1) } }

    /// A new signal of the value: the current one, then every change.
    @inlinable
    public var signal: Signal<Value> { observers.signal { [self] in storage.value } }

    /// Sets the value and tells the observers.
    @inlinable
    public func set(_ newValue: Value) {
        storage.value = newValue
        observers.notify(newValue)
        changes.notify(())
    }

    /// Calls `handler` after every change until the subscription goes.
    public func subscribeValues(_ handler: @escaping @MainActor (Value) -> Void) -> SignalSubscription {
        handler(value)
        return observers.subscribe(handler)
    }

    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription {
        changes.subscribe(handler)
    }

    public nonisolated convenience init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        try storage.value.encode(to: encoder)
    }
}
