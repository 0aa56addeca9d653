public import Elements

/// An observer for tests that records every call a view controller (or a composition) makes on it, in
/// order, and observes nothing.
///
/// Unlike a real observer it records repeated calls too, so a test can check that a controller starts
/// its observer once in `viewWillAppear` and stops it once in `viewWillDisappear`. ``isObserving`` follows
/// the idempotent contract of `Observer`: started by the first start, stopped by the first stop.
@MainActor
public final class RecordingObserver: Observer {
    /// A call made on the observer.
    public enum Event: Equatable, Sendable {
        /// ``startObserving()`` was called.
        case started
        /// ``stopObserving()`` was called.
        case stopped
    }

    /// Every call, in order.
    public private(set) var events: [Event] = []
    /// Whether the observer was started and not stopped since.
    public private(set) var isObserving = false
    /// What each call also does (nothing by default); tests that compare several observers' calls log
    /// them here in one shared list.
    private let onEvent: @MainActor (Event) -> Void

    /// Creates an observer that also runs `onEvent` with each call.
    public init(onEvent: @escaping @MainActor (Event) -> Void = { _ in }) {
        self.onEvent = onEvent
    }

    /// How many times ``startObserving()`` was called.
    public var startCount: Int { events.count { $0 == .started } }
    /// How many times ``stopObserving()`` was called.
    public var stopCount: Int { events.count { $0 == .stopped } }

    /// Records the call.
    public func startObserving() {
        events.append(.started)
        isObserving = true
        onEvent(.started)
    }

    /// Records the call.
    public func stopObserving() {
        events.append(.stopped)
        isObserving = false
        onEvent(.stopped)
    }
}
