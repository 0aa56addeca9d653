/// Where a filtered signal's processor sends its values (the sample's `SignalNext`).
@MainActor
public struct SignalNext<Value> {
    @usableFromInline let deliver: @MainActor (SignalEvent<Value>) -> Void

    @usableFromInline
    init(deliver: @escaping @MainActor (SignalEvent<Value>) -> Void) {
        self.deliver = deliver
    }

    /// Sends `value`.
    @inlinable
    public func send(_ value: Value) {
        deliver(.value(value))
    }

    /// Ends the signal.
    @inlinable
    public func complete() {
        deliver(.end(.complete))
    }
}
