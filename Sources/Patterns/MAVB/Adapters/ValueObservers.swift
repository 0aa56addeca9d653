/// The observers of one adapter's value: new subscribers get the current value first.
@MainActor
final class ValueObservers<Value> {
    private var observers: [(id: Int, observer: @MainActor (Value) -> Void)] = []
    private var nextID = 0

    /// A new plain signal: the current value, then every change.
    func signal(current: @escaping @MainActor () -> Value) -> Signal<Value> {
        Signal { [self] observer in
            observer(.value(current()))
            let id = add { observer(.value($0)) }
            return { [weak self] in self?.remove(id) }
        }
    }

    /// Calls `handler` after every change until the subscription goes.
    func subscribe(_ handler: @escaping @MainActor (Value) -> Void) -> SignalSubscription {
        let id = add(handler)
        return SignalSubscription { [weak self] in self?.remove(id) }
    }

    func notify(_ value: Value) {
        for entry in observers { entry.observer(value) }
    }

    private func add(_ observer: @escaping @MainActor (Value) -> Void) -> Int {
        nextID += 1
        observers.append((nextID, observer))
        return nextID
    }

    private func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }
}
