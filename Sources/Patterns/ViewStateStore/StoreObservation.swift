/// The token of one observer of a ``NotifyingStore``: the observer is called until the token is
/// cancelled or released, so keep it (the book's `observations += store.addObserver(…)`).
@MainActor
public final class StoreObservation {
    private let onCancel: @MainActor (StoreObservation) -> Void
    /// False once ``cancel()`` was called.
    public private(set) var isActive = true

    init(onCancel: @escaping @MainActor (StoreObservation) -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the observation; the observer is not called again, not even by a notification under way.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        onCancel(self)
    }

    isolated deinit { cancel() }
}
