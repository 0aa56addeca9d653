public import Services

/// The observers of one adapter's value: new subscribers get the current value first.
///
/// A value notified while observers are being told (an observer that sets the adapter again) is queued
/// and delivered after the current one, so every observer sees the values in the order they were set
/// and ends on the latest. An observer removed during a notification is not told any more.
///
/// NB: subscribing and notifying are inlinable, so an adapter built in the app's module specializes them.
@MainActor @usableFromInline
final class ValueObservers<Value> {
    @usableFromInline let observers = ObserverList<Value>()
    @usableFromInline var pending: [Value] = []
    @usableFromInline var isNotifying = false

    @usableFromInline
    init() {}

    /// A new plain signal: the current value, then every change.
    @inlinable
    func signal(current: @escaping @MainActor () -> Value) -> Signal<Value> {
        Signal { [self] observer in
            observer(.value(current()))
            let subscription = observers.add { observer(.value($0)) }
            return { subscription.cancel() }
        }
    }

    /// Calls `handler` after every change until the subscription goes.
    @inlinable
    func subscribe(_ handler: @escaping @MainActor (Value) -> Void) -> SignalSubscription {
        observers.add(handler)
    }

    @inlinable
    func notify(_ value: Value) {
        guard !isNotifying else {
            pending.append(value)
            return
        }
        isNotifying = true
        defer { isNotifying = false }
        // NB: the value goes straight to the observers; only values set while they are being told wait in
        // `pending` (read by index, then emptied keeping its buffer). Queueing every value cost an append
        // and a generic, unspecialized `removeFirst()` per change.
        observers.notify(value)
        var next = 0
        while next < pending.count {
            observers.notify(pending[next])
            next += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
