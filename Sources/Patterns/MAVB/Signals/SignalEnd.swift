/// How a signal ends: it completed, or its source was cancelled.
public enum SignalEnd: Error, Equatable, Sendable {
    /// The signal has no more values (a deleted folder's contents).
    case complete
    /// The source went away.
    case cancelled
}
