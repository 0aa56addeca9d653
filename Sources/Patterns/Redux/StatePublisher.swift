@preconcurrency import OpenCombine
import Services

/// The publisher behind ``Store``'s `publisher` methods (the book's `StatePublisher`): each subscriber
/// gets a ``StateSubscription``.
struct StatePublisher<Selected: Equatable>: Publisher {
    typealias Output = Selected
    typealias Failure = Never

    /// Subscribes to the store, passing each new value on (`.outOfScope` ends the stream).
    let attach: @MainActor (_ send: @escaping @MainActor (ScopedState<Selected>) -> Void) -> StoreSubscription

    func receive<Downstream: Subscriber>(subscriber: Downstream)
    where Downstream.Input == Selected, Downstream.Failure == Never {
        // NB: the subscriber stays on the main actor, where publishers of a store are used (checked here).
        nonisolated(unsafe) let subscriber = subscriber
        MainActor.assumeIsolated {
            let subscription = StateSubscription(downstream: subscriber, attach: attach)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// One subscriber's subscription to a store (the book's `StateSubscription`).
///
/// Contract: it subscribes to the store on the first positive demand, not before; it passes a value
/// on only while there is demand (a value that arrives without demand is dropped, as in the book; the
/// next change brings the state up to date); `.outOfScope` sends `.finished` (completion needs no
/// demand) and ends the store subscription; ``cancel()`` ends the store subscription and releases the
/// subscriber. Use it on the main actor.
@MainActor
final class StateSubscription<Downstream: Subscriber>: Subscription
where Downstream.Failure == Never, Downstream.Input: Equatable {
    typealias Selected = Downstream.Input

    private var downstream: Downstream?
    private var attach: (@MainActor (@escaping @MainActor (ScopedState<Selected>) -> Void) -> StoreSubscription)?
    private var storeSubscription: StoreSubscription?
    private var demand = Subscribers.Demand.none

    init(
        downstream: Downstream,
        attach: @escaping @MainActor (@escaping @MainActor (ScopedState<Selected>) -> Void) -> StoreSubscription
    ) {
        self.downstream = downstream
        self.attach = attach
    }

    nonisolated var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }

    nonisolated func request(_ demand: Subscribers.Demand) {
        MainActor.assumeIsolated { add(demand) }
    }

    nonisolated func cancel() {
        MainActor.assumeIsolated { end() }
    }

    private func add(_ more: Subscribers.Demand) {
        guard downstream != nil, more > .none else { return }
        demand += more
        // Subscribes lazily, on the first positive demand; the store sends the current value at once.
        guard let attach else { return }
        self.attach = nil
        let subscription = attach { [weak self] value in self?.receive(value) }
        // The first value may already have ended the stream (out of scope, or cancelled by the subscriber).
        if downstream == nil { subscription.cancel() } else { storeSubscription = subscription }
    }

    private func receive(_ value: ScopedState<Selected>) {
        guard let downstream else { return }
        switch value {
        case .outOfScope:
            end()
            downstream.receive(completion: .finished)
        case .inScope(let selected):
            guard demand > .none else { return }
            demand -= 1
            demand += downstream.receive(selected)
        }
    }

    private func end() {
        downstream = nil
        attach = nil
        let subscription = storeSubscription
        storeSubscription = nil
        subscription?.cancel()
    }
}
