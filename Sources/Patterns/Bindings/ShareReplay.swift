@preconcurrency public import OpenCombine

extension Publisher {
    /// Shares one subscription to this publisher among all subscribers and replays the latest `count`
    /// values to each new subscriber: RxSwift's `share(replay:)` with its default `.whileConnected` scope,
    /// which OpenCombine lacks.
    ///
    /// - The upstream is subscribed when the first subscriber arrives and cancelled when the last one
    ///   leaves; the replay buffer is cleared then, so a later subscriber starts a fresh subscription.
    /// - A completion is passed to every subscriber and ends the connection the same way.
    ///
    /// The book's view models depend on it: a folder's contents and its title are two subscribers of one
    /// `folderUntilDeleted` pipeline, and the player's outputs share the one audio player that the
    /// `playState` pipeline owns. A plain `share()` would not give a late subscriber the current value.
    ///
    /// Contract: not thread-safe; use it on one thread (the main actor, as every ViewKit pipeline does).
    public func share(replay count: Int) -> Publishers.ShareReplay<Self> {
        Publishers.ShareReplay(upstream: self, bufferSize: Swift.max(count, 0))
    }
}

extension Publishers {
    /// The publisher ``OpenCombine/Publisher/share(replay:)`` returns.
    public final class ShareReplay<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        private let upstream: Upstream
        private let bufferSize: Int
        private var buffer: [Output] = []
        private var subscriptions: [ReplaySubscription] = []
        private var connection: (any Subscription)?
        private var isConnecting = false

        init(upstream: Upstream, bufferSize: Int) {
            self.upstream = upstream
            self.bufferSize = bufferSize
        }

        /// The number of subscribers now (for tests and diagnostics).
        public var subscriberCount: Int { subscriptions.count }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = ReplaySubscription(parent: self, downstream: AnySubscriber(subscriber))
            subscriptions.append(subscription)
            subscriber.receive(subscription: subscription)
            subscription.deliver(buffer)
            if connection == nil, !isConnecting { connect() }
        }

        private func connect() {
            isConnecting = true
            upstream.subscribe(
                AnySubscriber(
                    receiveSubscription: { [weak self] subscription in
                        guard let self else {
                            subscription.cancel()
                            return
                        }
                        self.connection = subscription
                        subscription.request(.unlimited)
                    },
                    receiveValue: { [weak self] value in
                        self?.receive(value)
                        return .none
                    },
                    receiveCompletion: { [weak self] completion in self?.receive(completion) }))
            isConnecting = false
        }

        private func receive(_ value: Output) {
            if bufferSize > 0 {
                buffer.append(value)
                if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
            }
            for subscription in subscriptions { subscription.deliver([value]) }
        }

        private func receive(_ completion: Subscribers.Completion<Failure>) {
            let finished = subscriptions
            subscriptions = []
            buffer = []
            connection = nil
            for subscription in finished { subscription.complete(completion) }
        }

        /// A subscriber left: the last one disconnects the upstream and clears the buffer.
        fileprivate func remove(_ subscription: ReplaySubscription) {
            subscriptions.removeAll { $0 === subscription }
            guard subscriptions.isEmpty else { return }
            let upstreamConnection = connection
            connection = nil
            buffer = []
            upstreamConnection?.cancel()
        }

        /// One subscriber's subscription: it honours the subscriber's demand, keeping values it has not
        /// asked for yet.
        fileprivate final class ReplaySubscription: Subscription {
            private weak var parent: ShareReplay?
            private var downstream: AnySubscriber<Output, Failure>?
            private var demand: Subscribers.Demand = .none
            private var pending: [Output] = []

            init(parent: ShareReplay, downstream: AnySubscriber<Output, Failure>) {
                self.parent = parent
                self.downstream = downstream
            }

            func request(_ demand: Subscribers.Demand) {
                self.demand += demand
                flush()
            }

            func cancel() {
                downstream = nil
                pending = []
                parent?.remove(self)
            }

            func deliver(_ values: [Output]) {
                pending.append(contentsOf: values)
                flush()
            }

            func complete(_ completion: Subscribers.Completion<Failure>) {
                flush()
                let subscriber = downstream
                downstream = nil
                subscriber?.receive(completion: completion)
            }

            private func flush() {
                while demand > .none, !pending.isEmpty, let downstream {
                    let value = pending.removeFirst()
                    demand -= 1
                    demand += downstream.receive(value)
                }
            }
        }
    }
}
