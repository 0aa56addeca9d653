/// The token of a subscription to a ``Store``: keep it as long as the subscriber wants updates.
///
/// Contract: ``cancel()`` ends the subscription at once (a cancelled subscriber is not called again,
/// even later in a notification that is under way) and may be called any number of times; releasing the
/// token cancels it too. The token holds the store weakly, and the store never holds the token, so
/// neither keeps the other, nor the subscriber, alive.
@MainActor
public final class StoreSubscription {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a token that calls `onCancel` once, on the first ``cancel()`` or when it is released.
    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the subscription is still active.
    public var isActive: Bool { onCancel != nil }

    /// Ends the subscription; the subscriber is not called again.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        onCancel()
    }

    isolated deinit {
        cancel()
    }
}
