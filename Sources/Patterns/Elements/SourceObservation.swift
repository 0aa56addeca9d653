import Services

/// The start-and-stop bookkeeping of an observer of an ``EventSource``, which ``StateObserver`` and the
/// keyboard observer (in ElementsKeyboard, hence `package`) share: whether it observes, the subscription to cancel, and which start a handler
/// belongs to.
///
/// Contract:
/// - ``start(_:)`` subscribes only while stopped, ``stop()`` cancels only while started; both are
///   idempotent.
/// - The `isCurrent` check a start hands to its handler turns false for good when that start ends (a stop,
///   or a stop and a new start), so a handler that checks it before each call reaches no responder after
///   ``stop()`` returns, even while it is delivering an event.
/// - A subscription whose start ended while the source was delivering inside `subscribe` is cancelled at
///   once.
@MainActor
package final class SourceObservation {
    /// Whether a start is in effect.
    package private(set) var isObserving = false
    private var subscription: EventSubscription?
    /// Counts starts and stops, so a handler from an earlier start delivers nothing.
    private var generation = 0

    /// Creates a stopped observation.
    package init() {}

    /// Subscribes with `subscribe`, while stopped; `subscribe` gets the check its handler must pass before
    /// it delivers anything.
    package func start(_ subscribe: (_ isCurrent: @escaping @MainActor () -> Bool) -> EventSubscription) {
        guard !isObserving else { return }
        isObserving = true
        generation += 1
        let started = generation
        let subscription = subscribe { [weak self] in self?.generation == started }
        if generation == started {
            self.subscription = subscription
        } else {
            // NB: stopped (or restarted) while the source was delivering during `subscribe`.
            subscription.cancel()
        }
    }

    /// Cancels the subscription, while started.
    package func stop() {
        guard isObserving else { return }
        isObserving = false
        generation += 1
        let subscription = self.subscription
        self.subscription = nil
        subscription?.cancel()
    }
}
