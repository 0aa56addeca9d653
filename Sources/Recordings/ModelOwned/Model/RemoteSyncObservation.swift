/// Keeps a ``RemoteSync`` observer registered until it is cancelled or released.
@MainActor
public final class RemoteSyncObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a token that runs `onCancel` once, when cancelled or released.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Unregisters the observer.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        onCancel?()
    }
}
