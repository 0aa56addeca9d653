/// Runs the subscriptions a driver's state asks for, diffing them by id between updates (the book's
/// `SubscriptionManager`, which left reusing observers as a to-do).
///
/// A render usually asks for the subscriptions already running, in the same order; that costs one id
/// comparison per subscription. An event reaches its running subscription directly, without looking its
/// id up.
@MainActor @usableFromInline
final class SubscriptionManager<Message> {
    /// One running subscription: the newest handler for its events, and how to stop it.
    private final class Running {
        let identity: SubscriptionID
        var handle: (Any) -> Message?
        var stop: @MainActor () -> Void = {}
        /// Set when it stops: an event its source sends later is dropped.
        var isStopped = false

        init(identity: SubscriptionID, handle: @escaping (Any) -> Message?) {
            self.identity = identity
            self.handle = handle
        }
    }

    private let send: @MainActor (Message) -> Void
    /// The running subscriptions, in the order the state asked for them; no id twice.
    private var running: [Running] = []

    @usableFromInline
    init(send: @escaping @MainActor (Message) -> Void) {
        self.send = send
    }

    /// The ids of the running subscriptions.
    var runningIDs: Set<AnyHashable> { Set(running.map { AnyHashable($0.identity) }) }

    /// Makes `subscriptions` the running set: keeps (with the new handler) those already running, stops
    /// the ones that are gone, then starts the new ones in order. A duplicate id keeps the first
    /// subscription.
    ///
    /// - Complexity: O(*n*) for *n* subscriptions.
    @usableFromInline
    func update(_ subscriptions: [Subscription<Message>]) {
        // NB: an index loop, not `zip` and `allSatisfy`: this code is generic over the message, and each
        // generic sequence adapter costs a metadata lookup per render.
        var sameIDs = subscriptions.count == running.count
        var index = 0
        while sameIDs, index < subscriptions.count {
            sameIDs = subscriptions[index].identity == running[index].identity
            index += 1
        }
        if sameIDs {
            for index in 0..<subscriptions.count { running[index].handle = subscriptions[index].handle }
            return
        }
        var previous = [SubscriptionID: Running](uniqueKeysWithValues: running.map { ($0.identity, $0) })
        var next: [Running] = []
        var starting: [(Running, Subscription<Message>)] = []
        var seen: Set<SubscriptionID> = []
        for subscription in subscriptions where seen.insert(subscription.identity).inserted {
            if let kept = previous.removeValue(forKey: subscription.identity) {
                kept.handle = subscription.handle
                next.append(kept)
            } else {
                let entry = Running(identity: subscription.identity, handle: subscription.handle)
                next.append(entry)
                starting.append((entry, subscription))
            }
        }
        running = next
        for gone in previous.values { stop(gone) }
        for (entry, subscription) in starting {
            // Registered before starting, so events emitted while starting are delivered too.
            let stop = subscription.start { [weak self, weak entry] event in
                guard let self, let entry else { return }
                self.deliver(event, to: entry)
            }
            if entry.isStopped { stop() } else { entry.stop = stop }
        }
    }

    /// Stops everything.
    func stopAll() {
        let all = running
        running = []
        for entry in all { stop(entry) }
    }

    private func stop(_ entry: Running) {
        entry.isStopped = true
        entry.stop()
    }

    private func deliver(_ event: Any, to entry: Running) {
        guard !entry.isStopped, let message = entry.handle(event) else { return }
        send(message)
    }
}
