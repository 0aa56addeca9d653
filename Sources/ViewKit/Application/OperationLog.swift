/// The record of every interface change in one window, so tests can assert "row 1 was deleted with
/// the right animation" and not just "the row is gone".
///
/// The log keeps the most recent ``capacity`` entries; a long-running host never grows it without bound.
@MainActor
public final class OperationLog {
    /// The recorded operations, oldest first (at most ``capacity``).
    public var entries: [Operation] { Array(storage.suffix(capacity)) }
    /// How many entries the log keeps.
    public let capacity: Int
    /// How many entries were ever recorded (including those dropped for capacity).
    public private(set) var totalCount = 0
    /// Up to twice the capacity, trimmed in one step when full, so recording stays O(1) amortised.
    private var storage: [Operation] = []

    /// Creates an empty log.
    public init(capacity: Int = 10_000) {
        self.capacity = max(capacity, 1)
    }

    /// Appends `operation`.
    public func record(_ operation: Operation) {
        storage.append(operation)
        totalCount += 1
        if storage.count > 2 * capacity { storage.removeFirst(storage.count - capacity) }
    }

    /// Forgets every entry.
    public func clear() {
        storage.removeAll()
    }

    /// The entries recorded after `mark` (a value of ``totalCount`` read earlier), as far as kept.
    public func entries(since mark: Int) -> [Operation] {
        let kept = storage.suffix(capacity)
        let newCount = totalCount - mark
        return Array(kept.suffix(max(0, min(newCount, kept.count))))
    }
}
