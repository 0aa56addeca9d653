@preconcurrency public import OpenCombine

/// A publisher over a callback-based observation that registers when it is subscribed and unregisters
/// when the subscription is cancelled (RxSwift's `Observable.create` for observers such as the store's
/// typed changes, or NotificationCenter's `rx.notification`).
///
/// ```swift
/// let changes = ObservationPublisher<StoreChange> { send in
///     let observation = store.addObserver { send($0) }
///     return { observation.cancel() }
/// }
/// ```
///
/// Contract: `register` is called once per subscriber, on subscription; it returns the function that
/// ends the observation, which is called exactly once, on cancellation. Values are passed on as they
/// arrive (the subscriber's demand is assumed unlimited, as `sink` and bindings request); the publisher
/// never completes. Use it on the main actor.
public struct ObservationPublisher<Output>: Publisher {
    public typealias Failure = Never

    private let register: (@escaping (Output) -> Void) -> () -> Void

    /// Creates the publisher; `register` starts an observation that calls its argument with each value
    /// and returns the function that stops it.
    public init(register: @escaping (_ send: @escaping (Output) -> Void) -> () -> Void) {
        self.register = register
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = ObservationSubscription(downstream: AnySubscriber(subscriber))
        subscriber.receive(subscription: subscription)
        subscription.start(register)
    }

    /// One subscriber's observation.
    private final class ObservationSubscription: Subscription {
        private var downstream: AnySubscriber<Output, Never>?
        private var stop: (() -> Void)?

        init(downstream: AnySubscriber<Output, Never>) {
            self.downstream = downstream
        }

        func start(_ register: (@escaping (Output) -> Void) -> () -> Void) {
            guard downstream != nil else { return }
            stop = register { [weak self] value in _ = self?.downstream?.receive(value) }
        }

        func request(_ demand: Subscribers.Demand) {}

        func cancel() {
            downstream = nil
            let stop = self.stop
            self.stop = nil
            stop?()
        }
    }
}
