public import Inspection

/// A ``Store``'s bounded log of (action, state) entries, for time travel (``Store/jump(to:)``) and
/// the inspector: the Redux names over a `Timeline` of entries.
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

    /// The entries and the position, in the timeline every time-travelling store of the product records
    /// into.
    public private(set) var timeline: Timeline<Entry>
    /// The ``Entry/serial`` of the next entry.
    private var nextSerial = 0

    /// The most entries kept.
    public var limit: Int { timeline.limit }
    /// The entries kept, oldest first.
    public var entries: [Entry] { timeline.entries }
    /// How many entries were dropped from the front because the log was full.
    public var droppedCount: Int { timeline.droppedCount }
    /// The index in ``entries`` of the entry the store shows (the last one unless the store jumped).
    public var position: Int { timeline.position }

    /// Creates a log of at most `limit` entries (a negative limit counts as 0), starting with `state`.
    init(limit: Int, initial state: State) {
        timeline = Timeline(limit: limit)
        append(.initial, state)
    }

    /// Whether the log keeps entries.
    public var isEnabled: Bool { timeline.isEnabled }

    /// Adds an entry after the shown one, dropping the entries after it and the oldest when full.
    mutating func append(_ event: Event, _ state: State) {
        guard timeline.isEnabled else { return }
        timeline.append(Entry(event: event, state: state, serial: nextSerial))
        nextSerial += 1
    }

    /// Shows entry `index` (clamped) and returns its state, or nil when the log is empty.
    mutating func move(to index: Int) -> State? {
        timeline.move(to: index)?.state
    }
}

extension StateLog.Event: Equatable where Action: Equatable {}
extension StateLog.Entry: Equatable where State: Equatable, Action: Equatable {}
