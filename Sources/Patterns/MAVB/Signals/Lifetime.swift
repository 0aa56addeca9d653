public import Services

/// A bag of subscriptions that ends them all together: binders put a view's bindings in one that the
/// view holds, so they end with it.
@MainActor
public final class Lifetime {
    private var subscriptions: [SignalSubscription] = []

    /// An empty lifetime.
    public nonisolated init() {}

    /// Keeps `subscription` until ``cancelAll()`` or release.
    public func add(_ subscription: SignalSubscription) {
        subscriptions.removeAll { !$0.isActive }
        subscriptions.append(subscription)
    }

    /// Cancels every subscription.
    public func cancelAll() {
        let all = subscriptions
        subscriptions = []
        for subscription in all { subscription.cancel() }
    }

    isolated deinit { cancelAll() }
}
