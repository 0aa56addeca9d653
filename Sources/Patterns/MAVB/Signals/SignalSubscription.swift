/// A subscription to a signal: values are delivered until it is cancelled or released.
@MainActor
public final class SignalSubscription {
    private var onCancel: (@MainActor () -> Void)?
    /// False once cancelled (or once the signal ended).
    public private(set) var isActive = true

    /// A subscription that runs `onCancel` once when cancelled or released.
    public init(_ onCancel: @escaping @MainActor () -> Void = {}) {
        self.onCancel = onCancel
    }

    /// Stops delivery and releases the source.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    /// Marks the subscription ended by its signal (the source is done; nothing to cancel).
    func ended() {
        isActive = false
        onCancel = nil
    }

    isolated deinit { cancel() }
}
