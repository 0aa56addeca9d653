import Synchronization

/// Whether a ``FileLock`` was released, safe to flip from any thread exactly once.
final class LockState: Sendable {
    private let isReleased = Atomic<Bool>(false)

    /// Marks the lock released; true only for the first caller.
    func markReleased() -> Bool {
        isReleased.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
