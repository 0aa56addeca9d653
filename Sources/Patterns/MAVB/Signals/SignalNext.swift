/// Where a filtered signal's processor sends its values (the sample's `SignalNext`).
@MainActor
public struct SignalNext<Value> {
    let deliver: @MainActor (SignalEvent<Value>) -> Void

    /// Sends `value`.
    public func send(_ value: Value) {
        deliver(.value(value))
    }

    /// Ends the signal.
    public func complete() {
        deliver(.end(.complete))
    }
}
