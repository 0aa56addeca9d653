/// The token of one observer of a ``StateController``: the observer is called until the token is
/// cancelled or released, so keep it in a property of the observing object.
@MainActor
public final class ListObservation {
    let handler: @MainActor (ListChange) -> Void
    private let onCancel: @MainActor (ListObservation) -> Void
    /// False once ``cancel()`` was called.
    public private(set) var isActive = true

    init(handler: @escaping @MainActor (ListChange) -> Void, onCancel: @escaping @MainActor (ListObservation) -> Void) {
        self.handler = handler
        self.onCancel = onCancel
    }

    /// Stops the observation; the observer is not called again.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        onCancel(self)
    }

    isolated deinit { cancel() }
}
