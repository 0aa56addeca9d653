public import Services

/// A signal many can observe (the sample's `SignalMulti`): the source is subscribed once, when the first
/// subscriber comes, and each value goes to every subscriber; a continuous one replays the latest value
/// to each new subscriber.
///
/// Every subscription keeps the multi (and so its source subscription) alive; the source stays
/// subscribed until the multi goes.
@MainActor
public final class SignalMulti<Value> {
    private let source: Signal<Value>
    private let replaysLatest: Bool
    private var sourceSubscription: SignalSubscription?
    private var observers: [(id: Int, observer: @MainActor (SignalEvent<Value>) -> Void)] = []
    private var nextID = 0
    private var end: SignalEnd?
    /// The latest value, for a continuous signal.
    public private(set) var latest: Value?

    init(source: Signal<Value>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    /// A new plain signal of this one's events, for one subscriber.
    public var signal: Signal<Value> {
        Signal { [self] observer in
            let id = add(observer)
            return { self.remove(id) }
        }
    }

    /// Delivers every value to `handler` until the subscription goes.
    public func subscribeValues(_ handler: @escaping @MainActor (Value) -> Void) -> SignalSubscription {
        let id = add { event in if case .value(let value) = event { handler(value) } }
        return SignalSubscription { self.remove(id) }
    }

    private func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    private func add(_ observer: @escaping @MainActor (SignalEvent<Value>) -> Void) -> Int {
        nextID += 1
        let id = nextID
        if replaysLatest, let latest { observer(.value(latest)) }
        if let end {
            observer(.end(end))
            return id
        }
        observers.append((id, observer))
        if sourceSubscription == nil {
            sourceSubscription = source.subscribeOrReport { [weak self] event in self?.broadcast(event) }
        }
        return id
    }

    private func broadcast(_ event: SignalEvent<Value>) {
        switch event {
        case .value(let value): if replaysLatest { latest = value }
        case .end(let end): self.end = end
        }
        // An observer removed by an earlier one (a view closed by this value) is not told.
        for entry in observers where observers.contains(where: { $0.id == entry.id }) { entry.observer(event) }
        if end != nil { observers = [] }
    }
}
