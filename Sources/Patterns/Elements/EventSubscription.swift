/// A subscription to an ``EventSource``: its handler receives events until ``cancel()`` is called or the
/// subscription is released.
///
/// Contract: the first ``cancel()`` runs the source's clean-up once and, once it returns, the handler is
/// not called again, not even later in a post that is under way; later calls do nothing. Releasing the
/// subscription cancels it, so an object that stores its subscription and goes away leaves nothing
/// registered.
@MainActor
public final class EventSubscription: Cancelable {
    private var onCancel: (@MainActor () -> Void)?

    /// Creates a subscription whose first ``cancel()``, or its release, runs `onCancel` once; `onCancel`
    /// unregisters the handler from the event system.
    public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the subscription still delivers events.
    public var isActive: Bool { onCancel != nil }

    /// Ends the subscription; calling it again does nothing.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        onCancel()
    }

    /// NB: isolated, so the source's clean-up runs on the main actor wherever the last reference goes.
    isolated deinit {
        cancel()
    }
}
