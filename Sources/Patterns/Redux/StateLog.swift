/// A ``Store``'s bounded log of (action, state) entries, for time travel (``Store/jump(to:)``) and
/// the inspector.
///
/// The first entry is the state the store started with (``Event/initial``); every action the reducer
/// applies adds one, even one that leaves the state as it was, so the log shows every action; a state
/// loaded whole adds a ``Event/loaded`` entry; a jump adds none. When the log is full the oldest entry
/// is dropped and ``droppedCount`` grows. An entry added while an earlier entry is shown (after a jump
/// back) first drops every entry after the shown one.
///
/// Contract: with a ``limit`` of 0 the log keeps nothing and the store cannot travel. Every kept entry
/// holds its state, so a store that keeps a log cannot write its state in place: each change of a
/// large array state copies its storage once.
public struct StateLog<State, Action> {
    /// What led to an entry.
    public enum Event {
        /// The state the store started with.
        case initial
        /// An action the reducer applied.
        case action(Action)
        /// A state loaded whole (``Store/load(_:)``), without the reducer.
        case loaded
    }

    /// One moment of the store: what led to it and the state after it.
    public struct Entry {
        /// What led to this state.
        public let event: Event
        /// The state after ``event``.
        public let state: State
        /// A number no other entry of this log has had: what the inspector caches an entry's JSON by.
        public let serial: Int
    }

    /// The most entries kept.
    public let limit: Int
    /// The entries kept, oldest first.
    public private(set) var entries: [Entry] = []
    /// How many entries were dropped from the front because the log was full.
    public private(set) var droppedCount = 0
    /// The index in ``entries`` of the entry the store shows (the last one unless the store jumped).
    public private(set) var position = 0
    /// The ``Entry/serial`` of the next entry.
    private var nextSerial = 0

    /// Creates a log of at most `limit` entries (a negative limit counts as 0), starting with `state`.
    init(limit: Int, initial state: State) {
        self.limit = max(0, limit)
        if self.limit > 0 {
            entries = [Entry(event: .initial, state: state, serial: 0)]
            nextSerial = 1
        }
    }

    /// Whether the log keeps entries.
    public var isEnabled: Bool { limit > 0 }

    /// Adds an entry after the shown one, dropping the entries after it and the oldest when full.
    mutating func append(_ event: Event, _ state: State) {
        guard limit > 0 else { return }
        if position + 1 < entries.count { entries.removeSubrange((position + 1)...) }
        if entries.count == limit {
            entries.remove(at: 0)
            droppedCount += 1
        }
        entries.append(Entry(event: event, state: state, serial: nextSerial))
        nextSerial += 1
        position = entries.count - 1
    }

    /// Shows entry `index` (clamped) and returns its state, or nil when the log is empty.
    mutating func move(to index: Int) -> State? {
        guard !entries.isEmpty else { return nil }
        position = min(max(index, 0), entries.count - 1)
        return entries[position].state
    }
}

extension StateLog.Event: Equatable where Action: Equatable {}
extension StateLog.Entry: Equatable where State: Equatable, Action: Equatable {}
