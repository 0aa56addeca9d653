/// The token of one ``ObservableProperty`` observer: the observer is removed when the token is cancelled
/// or released.
///
/// Keep it in a property of the observing object, as KVO's `NSKeyValueObservation` is kept.
@MainActor
public final class PropertyObservation {
    /// False once the observation ended; an ended observation is never called again.
    public private(set) var isActive = true
    /// Removes the observer from its property; set by the property.
    var onCancel: (@MainActor () -> Void)?

    init() {}

    /// Ends the observation; the observer is not called again, even by a delivery under way.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}
