/// The observers of one adapter's value: new subscribers get the current value first.
///
/// A value notified while observers are being told (an observer that sets the adapter again) is queued
/// and delivered after the current one, so every observer sees the values in the order they were set
/// and ends on the latest. An observer removed during a notification is not told any more.
@MainActor
final class ValueObservers<Value> {
    private var observers: [(id: Int, observer: @MainActor (Value) -> Void)] = []
    private var nextID = 0
    private var pending: [Value] = []
    private var isNotifying = false

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
        pending.append(value)
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for entry in observers where observers.contains(where: { $0.id == entry.id }) { entry.observer(next) }
        }
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
