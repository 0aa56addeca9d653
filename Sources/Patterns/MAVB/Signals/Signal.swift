public import Services

/// A stream of values that ends once (the sample's CwlSignal `Signal`), on the main actor and
/// synchronous: a value sent is delivered before `send` returns.
///
/// - A plain signal has **one** subscriber; a second ``subscribe(_:)`` throws ``SignalError`` `.duplicate`
///   (use ``multicast()`` or ``continuous()`` for several).
/// - It is lazy: operators and sources start when the signal is subscribed, and stop when the
///   subscription is cancelled or released.
/// - Once it has ended, a new subscriber gets the end at once (not ``SignalError``).
/// - Values sent into a channel nobody observes are dropped.
///
/// Subscribing and the value operators are `@inlinable`, so the module that builds a chain specializes it
/// for its types: unspecialized, each event's closures looked up generic metadata at every stage, 40% of a
/// Recordings player's progress tick.
@MainActor
public final class Signal<Value> {
    @usableFromInline typealias Observer = @MainActor (SignalEvent<Value>) -> Void
    /// Starts the source for `observer`; returns how to stop it.
    @usableFromInline let start: @MainActor (@escaping Observer) -> @MainActor () -> Void
    /// The subscriber's delivery, once the signal has one: it records how the signal ended.
    @usableFromInline var delivery: SignalDelivery?

    @usableFromInline
    init(start: @escaping @MainActor (@escaping Observer) -> @MainActor () -> Void) {
        self.start = start
    }

    // MARK: Sources

    /// A channel: its input end, and the signal of what is sent into it.
    public static func channel() -> (input: SignalInput<Value>, signal: Signal<Value>) {
        let core = ChannelCore<Value>()
        return (SignalInput(core: core), Signal { observer in core.attach(observer) })
    }

    /// `values`, then the end, delivered when subscribed.
    public static func just(_ values: Value...) -> Signal<Value> {
        Signal { observer in
            for value in values { observer(.value(value)) }
            observer(.end(.complete))
            return {}
        }
    }

    /// A signal that never sends anything.
    public static func never() -> Signal<Value> {
        Signal { _ in {} }
    }

    // MARK: Subscribing

    /// Delivers every event to `observer` until the returned subscription is cancelled or released. A
    /// signal that has ended delivers its end at once and returns an inactive subscription.
    ///
    /// - Throws: ``SignalError`` `.duplicate` when the signal has its subscriber already.
    @inlinable @discardableResult
    public func subscribe(
        _ observer: @escaping @MainActor (SignalEvent<Value>) -> Void
    ) throws(SignalError)
        -> SignalSubscription
    {
        if let end = delivery?.signalEnd {
            observer(.end(end))
            let subscription = SignalSubscription()
            subscription.end()
            return subscription
        }
        guard delivery == nil else { throw SignalError(.duplicate) }
        // NB: the token and the source's observer share the delivery strongly, so an event costs no weak
        // reference; the delivery lets go of the source when the subscription is cancelled or the signal
        // ends, which breaks the cycle through the source's observer.
        let delivery = SignalDelivery()
        self.delivery = delivery
        let subscription = SignalSubscription(activity: delivery)
        let stop = start { event in
            guard delivery.isActive else { return }
            if case .end(let end) = event { delivery.ended(end) }
            observer(event)
        }
        if delivery.isActive {
            delivery.stop = stop
        } else {
            // Ended or cancelled while starting: release the source now (stopping twice is harmless).
            stop()
        }
        return subscription
    }

    /// Delivers every value to `handler`.
    ///
    /// - Throws: ``SignalError`` `.duplicate` when the signal has its subscriber already.
    @inlinable
    public func subscribeValues(
        _ handler: @escaping @MainActor (Value) -> Void
    ) throws(SignalError)
        -> SignalSubscription
    {
        try subscribe { event in if case .value(let value) = event { handler(value) } }
    }

    /// Delivers every value to `handler`, for a signal made for this one observer (a store's filtered
    /// signal, a channel's own end): a second subscriber is a programmer error, not a thrown one.
    @inlinable
    public func subscribeValuesUntilEnd(_ handler: @escaping @MainActor (Value) -> Void) -> SignalSubscription {
        subscribeOrReport { event in if case .value(let value) = event { handler(value) } }
    }

    /// Sends every value into `input` (not the end), until the subscription goes.
    @inlinable @discardableResult
    public func bind(to input: SignalInput<Value>) -> SignalSubscription {
        subscribeOrReport { event in if case .value(let value) = event { input.send(value) } }
    }

    /// Subscribes an operator's observer; a second subscriber is a programmer error there.
    @inlinable
    func subscribeOrReport(_ observer: @escaping @MainActor (SignalEvent<Value>) -> Void) -> SignalSubscription {
        do {
            return try subscribe(observer)
        } catch {
            ProgrammerError.report(error.description)
            return SignalSubscription()
        }
    }

    // MARK: Operators

    /// A signal of the events this one sends, transformed by `transform` (values and end).
    @inlinable
    func derived<Output>(
        _ transform: @escaping @MainActor (SignalEvent<Value>, (SignalEvent<Output>) -> Void) -> Void
    ) -> Signal<Output> {
        Signal<Output> { observer in
            let subscription = self.subscribeOrReport { event in transform(event, observer) }
            return { subscription.cancel() }
        }
    }

    /// Each value transformed.
    @inlinable
    public func map<Output>(_ transform: @escaping @MainActor (Value) -> Output) -> Signal<Output> {
        derived { event, send in
            switch event {
            case .value(let value): send(.value(transform(value)))
            case .end(let end): send(.end(end))
            }
        }
    }

    /// Each value transformed, nil results left out.
    @inlinable
    public func compactMap<Output>(_ transform: @escaping @MainActor (Value) -> Output?) -> Signal<Output> {
        derived { event, send in
            switch event {
            case .value(let value): if let output = transform(value) { send(.value(output)) }
            case .end(let end): send(.end(end))
            }
        }
    }

    /// The values `isIncluded` accepts.
    @inlinable
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
        compactMap { isIncluded($0) ? $0 : nil }
    }

    /// The values that differ from the one before.
    @inlinable
    public func distinct() -> Signal<Value> where Value: Equatable {
        var last: Value?
        return compactMap { value in
            defer { last = value }
            return value == last ? nil : value
        }
    }

    /// Only the end.
    public func ignoreElements<Output>() -> Signal<Output> {
        derived { event, send in if case .end(let end) = event { send(.end(end)) } }
    }

    /// `values` first, then this signal's.
    public func startWith(_ values: Value...) -> Signal<Value> {
        Signal { observer in
            for value in values { observer(.value(value)) }
            let subscription = self.subscribeOrReport(observer)
            return { subscription.cancel() }
        }
    }

    /// What follows the end: the signal `transform` makes of it (`.catchEnd { _ in .just(nil) }`).
    @inlinable
    public func catchEnd(_ transform: @escaping @MainActor (SignalEnd) -> Signal<Value>) -> Signal<Value> {
        Signal { observer in
            var next: SignalSubscription?
            let subscription = self.subscribeOrReport { event in
                switch event {
                case .value: observer(event)
                case .end(let end): next = transform(end).subscribeOrReport(observer)
                }
            }
            return {
                subscription.cancel()
                next?.cancel()
            }
        }
    }

    /// The values of the signal made of this one's latest value; the previous inner signal is cancelled.
    @inlinable
    public func flatMapLatest<Output>(_ transform: @escaping @MainActor (Value) -> Signal<Output>) -> Signal<Output> {
        Signal<Output> { observer in
            var inner: SignalSubscription?
            var outerEnded = false
            var innerEnded = true
            let subscription = self.subscribeOrReport { event in
                switch event {
                case .value(let value):
                    inner?.cancel()
                    innerEnded = false
                    inner = transform(value).subscribeOrReport { innerEvent in
                        switch innerEvent {
                        case .value: observer(innerEvent)
                        case .end:
                            innerEnded = true
                            if outerEnded { observer(.end(.complete)) }
                        }
                    }
                case .end(let end):
                    outerEnded = true
                    if innerEnded { observer(.end(end)) }
                }
            }
            return {
                subscription.cancel()
                inner?.cancel()
            }
        }
    }

    /// The values of this signal and `others`, as they come; ends when all have ended.
    public func merge(with others: Signal<Value>...) -> Signal<Value> {
        let all = [self] + others
        return Signal { observer in
            var open = all.count
            let subscriptions = all.map { signal in
                signal.subscribeOrReport { event in
                    switch event {
                    case .value: observer(event)
                    case .end:
                        open -= 1
                        if open == 0 { observer(.end(.complete)) }
                    }
                }
            }
            return { for subscription in subscriptions { subscription.cancel() } }
        }
    }

    /// The events, each `seconds` later on `clock` (the run loop every host drives).
    public func delay(_ seconds: Double, on clock: any Clock) -> Signal<Value> {
        Signal { observer in
            var timers: [ClockTimer] = []
            let subscription = self.subscribeOrReport { event in
                timers.removeAll { !$0.isValid }
                timers.append(clock.scheduleTimer(interval: seconds, repeats: false) { _ in observer(event) })
            }
            return {
                subscription.cancel()
                for timer in timers { timer.invalidate() }
            }
        }
    }

    /// The latest values of `first` and `second`, once both have one; ends when both have ended.
    public static func combine<A, B>(_ first: Signal<A>, _ second: Signal<B>) -> Signal<(A, B)>
    where Value == (A, B) {
        Signal { observer in
            var a: A?
            var b: B?
            var open = 2
            @MainActor func emit() { if let a, let b { observer(.value((a, b))) } }
            @MainActor func end() {
                open -= 1
                if open == 0 { observer(.end(.complete)) }
            }
            let one = first.subscribeOrReport { event in
                if case .value(let value) = event {
                    a = value
                    emit()
                } else {
                    end()
                }
            }
            let two = second.subscribeOrReport { event in
                if case .value(let value) = event {
                    b = value
                    emit()
                } else {
                    end()
                }
            }
            return {
                one.cancel()
                two.cancel()
            }
        }
    }

    /// The latest values of three signals, once all have one.
    public static func combine<A, B, C>(
        _ first: Signal<A>, _ second: Signal<B>, _ third: Signal<C>
    )
        -> Signal<(A, B, C)> where Value == (A, B, C)
    {
        Signal<(A, B)>.combine(first, second).combineLast(third)
    }

    // MARK: Sharing

    /// A signal many can observe; no value is replayed to a late subscriber.
    public func multicast() -> SignalMulti<Value> {
        SignalMulti(source: self, replaysLatest: false)
    }

    /// A signal many can observe; each new subscriber first gets the latest value.
    public func continuous() -> SignalMulti<Value> {
        SignalMulti(source: self, replaysLatest: true)
    }
}

extension Signal {
    /// Pairs of this signal's latest value and `third`'s, flattened into a triple.
    fileprivate func combineLast<A, B, C>(_ third: Signal<C>) -> Signal<(A, B, C)> where Value == (A, B) {
        Signal<((A, B), C)>.combine(self, third).map { pair in (pair.0.0, pair.0.1, pair.1) }
    }
}
