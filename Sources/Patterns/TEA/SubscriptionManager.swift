/// Runs the subscriptions a driver's state asks for, diffing them by id between updates (the book's
/// `SubscriptionManager`, which left reusing observers as a to-do).
@MainActor
final class SubscriptionManager<Message> {
    private struct Running {
        var handle: (Any) -> Message?
        var stop: @MainActor () -> Void
    }

    private let send: @MainActor (Message) -> Void
    private var running: [AnyHashable: Running] = [:]

    init(send: @escaping @MainActor (Message) -> Void) {
        self.send = send
    }

    /// The ids of the running subscriptions.
    var runningIDs: Set<AnyHashable> { Set(running.keys) }

    /// Makes `subscriptions` the running set: keeps (with the new handler) those already running, starts
    /// the new ones, stops the ones that are gone. A duplicate id keeps the first subscription.
    func update(_ subscriptions: [Subscription<Message>]) {
        var wanted: [AnyHashable: Subscription<Message>] = [:]
        var order: [AnyHashable] = []
        for subscription in subscriptions where wanted[subscription.id] == nil {
            wanted[subscription.id] = subscription
            order.append(subscription.id)
        }
        for (id, old) in running where wanted[id] == nil {
            running[id] = nil
            old.stop()
        }
        for id in order {
            guard let subscription = wanted[id] else { continue }
            if running[id] != nil {
                running[id]?.handle = subscription.handle
                continue
            }
            // Registered before starting, so events emitted while starting are delivered too.
            running[id] = Running(handle: subscription.handle, stop: {})
            let stop = subscription.start { [weak self] event in self?.deliver(event, to: id) }
            running[id]?.stop = stop
        }
    }

    /// Stops everything.
    func stopAll() {
        let all = running.values
        running = [:]
        for subscription in all { subscription.stop() }
    }

    private func deliver(_ event: Any, to id: AnyHashable) {
        guard let subscription = running[id], let message = subscription.handle(event) else { return }
        send(message)
    }
}
