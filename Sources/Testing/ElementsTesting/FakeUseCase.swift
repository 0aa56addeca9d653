public import Elements

/// A use case for tests that records what it was asked to do: how many times it was started and whether
/// it was cancelled, in the order of the calls.
@MainActor
public final class FakeUseCase: CancelableUseCase {
    /// What happened to a fake use case.
    public enum Event: Equatable, Sendable {
        /// ``start()`` was called.
        case started
        /// ``cancel()`` was called.
        case cancelled
    }

    /// Every call, in order.
    public private(set) var events: [Event] = []
    /// What ``start()`` also does (nothing by default).
    private let onStart: @MainActor () -> Void

    /// Creates a fake that runs `onStart` each time it is started.
    public init(onStart: @escaping @MainActor () -> Void = {}) {
        self.onStart = onStart
    }

    /// How many times ``start()`` was called.
    public var startCount: Int { events.count { $0 == .started } }
    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { events.contains(.cancelled) }

    public func start() {
        events.append(.started)
        onStart()
    }

    public func cancel() {
        events.append(.cancelled)
    }
}
