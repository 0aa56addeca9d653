/// A bounded, linear history with a position: what every time-travelling part of the product records
/// (the Redux store's log, the view-state stores' history, a MAVB window's states) and what the
/// inspectors read.
///
/// - ``append(_:)`` adds an entry after the one at ``position`` and shows it: entries after the position
///   (the "future" left by moving back) are dropped first, and when the timeline is full the oldest entry
///   is dropped and ``droppedCount`` grows.
/// - ``move(to:)`` changes only the position (clamped to the entries there are) and records nothing.
///
/// Contract: a timeline with a ``limit`` of 0 keeps nothing (every append is ignored, ``move(to:)``
/// returns nil); otherwise it is empty only until its first append, and ``position`` is always a valid
/// index of ``entries`` once it has one.
public struct Timeline<Entry> {
    /// The most entries kept (at least 0).
    public let limit: Int
    /// The entries kept, oldest first.
    public private(set) var entries: [Entry] = []
    /// The index in ``entries`` of the entry shown: the newest unless the timeline moved back.
    public private(set) var position = 0
    /// How many entries were dropped from the front because the timeline was full.
    public private(set) var droppedCount = 0

    /// Creates an empty timeline of at most `limit` entries (a negative limit counts as 0; unbounded by
    /// default).
    public init(limit: Int = .max) {
        self.limit = max(0, limit)
    }

    /// Creates a timeline of at most `limit` entries whose first entry is `first`.
    public init(limit: Int = .max, first: Entry) {
        self.init(limit: limit)
        append(first)
    }

    /// Whether the timeline keeps entries at all.
    public var isEnabled: Bool { limit > 0 }

    /// The index of the newest entry (-1 when empty).
    public var lastIndex: Int { entries.count - 1 }

    /// The entry shown, or nil while the timeline is empty.
    public var current: Entry? { entries.isEmpty ? nil : entries[position] }

    /// Whether the shown entry is the newest.
    public var isAtEnd: Bool { position == lastIndex }

    /// Adds `entry` after the shown one and shows it, dropping the entries after the shown one and, when
    /// full, the oldest.
    public mutating func append(_ entry: Entry) {
        guard limit > 0 else { return }
        if position + 1 < entries.count { entries.removeSubrange((position + 1)...) }
        if entries.count == limit {
            // `remove(at: 0)`, not `removeFirst()`: the generic `removeFirst()`, unspecialised across the
            // module boundary, allocates a coroutine frame on every call (the Redux store's log calls this
            // on every dispatch once it is full; see Benchmarks/README.md).
            entries.remove(at: 0)
            droppedCount += 1
        }
        entries.append(entry)
        position = entries.count - 1
    }

    /// Shows entry `index` (clamped to the entries there are) and returns it, or nil while empty.
    @discardableResult
    public mutating func move(to index: Int) -> Entry? {
        guard !entries.isEmpty else { return nil }
        position = min(max(index, 0), entries.count - 1)
        return entries[position]
    }
}

extension Timeline: Sendable where Entry: Sendable {}
extension Timeline: Equatable where Entry: Equatable {}
