/// The record of every interface change in one window, so tests can assert "row 1 was deleted with
/// the right animation" and not just "the row is gone".
///
/// The log keeps the most recent ``capacity`` entries; a long-running host never grows it without bound.
@MainActor
public final class OperationLog {
    /// The recorded operations, oldest first.
    public private(set) var entries: [Operation] = []
    /// How many entries the log keeps.
    public let capacity: Int
    /// How many entries were ever recorded (including those dropped for capacity).
    public private(set) var totalCount = 0

    /// Creates an empty log.
    public init(capacity: Int = 10_000) {
        self.capacity = max(capacity, 1)
    }

    /// Appends `operation`.
    public func record(_ operation: Operation) {
        entries.append(operation)
        totalCount += 1
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    /// Forgets every entry.
    public func clear() {
        entries.removeAll()
    }

    /// The entries recorded after `mark` (a value of ``totalCount`` read earlier), as far as kept.
    public func entries(since mark: Int) -> [Operation] {
        let newCount = totalCount - mark
        return Array(entries.suffix(max(0, min(newCount, entries.count))))
    }
}
