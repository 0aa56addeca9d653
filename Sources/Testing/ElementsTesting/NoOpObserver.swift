public import Elements

/// An observer that observes nothing, for tests that call a view controller's event-responder methods
/// directly with test data instead of driving real event sources.
@MainActor
public final class NoOpObserver: Observer {
    /// Creates the observer.
    public init() {}

    /// Does nothing.
    public func startObserving() {}

    /// Does nothing.
    public func stopObserving() {}
}
