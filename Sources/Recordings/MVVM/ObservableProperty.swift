public import Services

/// A value that view controllers observe: the plain-observation replacement for the reactive `Variable`
/// (and for KVO's `@objc dynamic` properties) of the book's "MVVM with less reactive programming".
///
/// ``observe(_:)`` calls the observer with the current value at once (the replacement for KVO's
/// `.initial` option, which Swift on Linux lacks), then with every value assigned to ``value``, equal or
/// not: like the book's `Variable` and `ReplaySubject`, it does not filter duplicates, so an observer
/// hears every re-emission a view model makes.
///
/// - The observation lasts as long as its ``PropertyObservation`` token: cancel it, or release it with
///   its owner (a view controller keeps its tokens in a property).
/// - Observers are called synchronously on the main actor, in the order they started observing.
/// - Reentrancy: when an observer assigns a new value while a delivery is under way, the new value is
///   delivered to every observer at once (nested), and the outer delivery then stops: no observer is
///   told an older value after a newer one, and every observer ends with the latest value. An observer
///   added during a delivery gets the current value at once and is not called by the delivery under way;
///   one cancelled during a delivery is not called again.
///
/// ```swift
/// let title = ObservableProperty("Recordings")
/// let token = title.observe { label.text = $0 }   // label shows "Recordings" now
/// title.value = "Child 1"                         // and "Child 1" now
/// ```
@MainActor
public final class ObservableProperty<Value> {
    /// The current value; assigning it (only the owning view model does) tells every observer.
    public internal(set) var value: Value {
        didSet { deliver() }
    }

    /// The observers, each told of a delivery's value and the assignment it belongs to.
    private let observers = ObserverList<(value: Value, generation: Int)>()
    /// Counts assignments, so a delivery can tell that a nested one superseded it.
    private var generation = 0

    /// Creates a property holding `initial`.
    public init(_ initial: Value) {
        value = initial
    }

    /// Calls `callback` with the current value now and with every value assigned later.
    ///
    /// - Returns: the token that keeps the observation alive; keep it, since releasing it ends the
    ///   observation.
    public func observe(_ callback: @escaping @MainActor (Value) -> Void) -> PropertyObservation {
        let token = observers.add { [weak self] delivery in
            // NB: a nested assignment delivered a newer value to everyone; skip rather than hand the
            // remaining observers the older one.
            guard let self, self.generation == delivery.generation else { return }
            callback(delivery.value)
        }
        callback(value)
        return token
    }

    /// The number of live observations (for tests and leak checks).
    public var observerCount: Int {
        observers.count
    }

    private func deliver() {
        generation += 1
        observers.notify((value, generation))
    }
}
