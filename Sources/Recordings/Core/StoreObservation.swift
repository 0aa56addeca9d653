/// The token that keeps a store observer registered: the observer is removed when the token is
/// cancelled or deallocated, so keep it in a property of the observing object.
@MainActor
public final class StoreObservation {
    private let handler: @MainActor (StoreChange) -> Void
    private weak var store: Store?
    /// False once ``cancel()`` was called; a cancelled observer is never called again.
    public private(set) var isActive = true

    init(store: Store, handler: @escaping @MainActor (StoreChange) -> Void) {
        self.store = store
        self.handler = handler
    }

    /// Unregisters the observer; it is not called again, even for a change being delivered now.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        store?.removeObservation(self)
    }

    func deliver(_ change: StoreChange) {
        if isActive { handler(change) }
    }
}
