/// What a signal delivers: a value, or its end.
public enum SignalEvent<Value> {
    /// A value.
    case value(Value)
    /// The end; nothing follows.
    case end(SignalEnd)
}
