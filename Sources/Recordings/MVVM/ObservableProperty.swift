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

    private var observations: [WeakObservation] = []
    /// Counts assignments, so a delivery can tell that a nested one superseded it.
    private var generation = 0

    /// Holds a token weakly, so releasing the token ends the observation.
    private struct WeakObservation {
        weak var token: PropertyObservation?
        let callback: @MainActor (Value) -> Void
    }

    /// Creates a property holding `initial`.
    public init(_ initial: Value) {
        value = initial
    }

    /// Calls `callback` with the current value now and with every value assigned later.
    ///
    /// - Returns: the token that keeps the observation alive; keep it, since releasing it ends the
    ///   observation.
    public func observe(_ callback: @escaping @MainActor (Value) -> Void) -> PropertyObservation {
        let token = PropertyObservation()
        token.onCancel = { [weak self, weak token] in
            self?.observations.removeAll { $0.token == nil || $0.token === token }
        }
        observations.append(WeakObservation(token: token, callback: callback))
        callback(value)
        return token
    }

    /// The number of live observations (for tests and leak checks).
    public var observerCount: Int {
        observations.count { $0.token?.isActive == true }
    }

    private func deliver() {
        generation += 1
        let current = generation
        observations.removeAll { $0.token == nil }
        let delivery = observations
        for observation in delivery {
            // NB: a nested assignment delivered a newer value to everyone; stop rather than hand the
            // remaining observers the older one.
            guard generation == current else { return }
            guard let token = observation.token, token.isActive else { continue }
            observation.callback(value)
        }
    }
}
