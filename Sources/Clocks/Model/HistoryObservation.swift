/// The token of one observer of a ``ClocksHistory``: the observer is called until the token is cancelled
/// or released.
@MainActor
public final class HistoryObservation {
    let callback: @MainActor () -> Void
    /// False once ``cancel()`` was called.
    public private(set) var isActive = true

    init(callback: @escaping @MainActor () -> Void) {
        self.callback = callback
    }

    /// Ends the observation.
    public func cancel() {
        isActive = false
    }
}
