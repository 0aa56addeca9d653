public import Inspection
public import Services

/// The history of a document store and a view-state store, for time travel through the whole interface
/// (the book's `HistoryViewController`, the Clocks article's history slider).
///
/// Every change either store commits adds an entry holding both states and the action that made it
/// (described; "reload" for a reload, "start" for the first entry); continuous changes (playback,
/// recording, clock ticks) add none, nor does a change that leaves both states as they were. Jumping
/// restores an entry: each store takes its state back and notifies its observers with a `nil` action, so
/// the interface rebuilds itself from the state, and no entry is added. A change made after jumping back drops the entries after the one shown, then adds its
/// own.
///
/// - ``jump(to:)`` moves both stores together.
/// - ``jump(document:viewState:)`` moves them separately (the article's "split" switch): a view state
///   may then point at things the chosen document no longer has, and the app must reconcile, which shows
///   that the two models are truly separate.
/// - In ``Mode/documentOnly`` (the article's "undoredo" branch) only the document moves, which shows
///   the problem the article demonstrates: edit mode and modal screens do not come back. Only document
///   changes are entries then (one step per document change, as undo and redo have), and a view-state
///   change neither adds one nor drops the entries after the one shown.
/// - The history keeps at most `limit` entries (unbounded by default): when full, the oldest is dropped
///   (its `Timeline`, from Inspection, counts it in `droppedCount`), and observers hear of it like any change.
@MainActor
public final class StateHistory<Document: Codable & Equatable, ViewState: Codable & Equatable> {
    /// One moment of the app: both states, and the action that led to them.
    public struct Entry: Equatable {
        /// The action that led to this entry, described (`String(describing:)`); "start" for the first
        /// entry, "reload" for a store reloaded whole.
        public let action: String
        /// The document then.
        public let document: Document
        /// The view state then.
        public let viewState: ViewState

        /// Whether both states equal `other`'s, whatever the actions.
        func hasSameStates(as other: Entry) -> Bool {
            document == other.document && viewState == other.viewState
        }
    }

    /// The action of the first entry.
    public static var startAction: String { "start" }

    /// What a jump restores.
    public enum Mode: Sendable {
        /// The document and the view state: the whole interface travels.
        case whole
        /// Only the document, as undo and redo do.
        case documentOnly
        /// Only the view state: the interface travels over the document as it is (the book's MVC+VS
        /// history, whose document is a library on disk with audio files). The app reconciles a view
        /// state that names what the document no longer has.
        case viewStateOnly
    }

    /// The entries and the entry the app shows (the one a new change follows: the travelling store's, the
    /// later of the two when both travel), in the timeline every time-travelling store of the
    /// product records into.
    public private(set) var timeline: Timeline<Entry>
    /// The entries, oldest first; never empty (the first is the state when the history started).
    public var entries: [Entry] { timeline.entries }
    /// The index of the entry the document shows.
    public private(set) var documentPosition: Int
    /// The index of the entry the view state shows.
    public private(set) var viewStatePosition: Int
    /// The index of the entry the app shows, the one a new change follows: the travelling store's
    /// position (the later of the two when both travel). A history slider shows it.
    public var position: Int { timeline.position }
    /// What a jump restores.
    public let mode: Mode
    /// Called after every change of the entries or positions (a history slider observes it).
    public var onChange: (@MainActor () -> Void)?

    /// Calls `callback` now and after every change of the entries or positions, until the returned token
    /// is cancelled or released: for several sliders on one history (one per screen).
    public func addObserver(_ callback: @escaping @MainActor () -> Void) -> StoreObservation {
        let token = observers.add(callback)
        callback()
        return token
    }

    private func changed() {
        onChange?()
        observers.notify()
    }

    private let document: NotifyingStore<Document>
    private let viewState: NotifyingStore<ViewState>
    private var isJumping = false
    private var listeners: [StoreObservation] = []
    private let observers = ObserverList<Void>()

    /// Starts recording the changes of `document` and `viewState`, keeping at most `limit` entries (at
    /// least one); the first entry is their state now.
    public init(
        document: NotifyingStore<Document>, viewState: NotifyingStore<ViewState>, mode: Mode = .whole,
        limit: Int = .max
    ) {
        self.document = document
        self.viewState = viewState
        self.mode = mode
        timeline = Timeline(
            limit: max(1, limit),
            first: Entry(action: Self.startAction, document: document.content, viewState: viewState.content))
        documentPosition = 0
        viewStatePosition = 0
        listeners = [
            document.addChangeListener { [weak self] _, action, continuous in
                self?.record(action, continuous: continuous, ofDocument: true)
            },
            viewState.addChangeListener { [weak self] _, action, continuous in
                self?.record(action, continuous: continuous, ofDocument: false)
            },
        ]
    }

    /// The index of the newest entry.
    public var lastIndex: Int { timeline.lastIndex }

    /// Restores entry `index` (clamped) in both stores, or only in the one its ``mode`` travels.
    public func jump(to index: Int) {
        jump(document: mode == .viewStateOnly ? nil : index, viewState: mode == .documentOnly ? nil : index)
    }

    /// Restores the document of entry `documentIndex` and the view state of entry `viewStateIndex`
    /// (clamped; nil leaves that store as it is).
    public func jump(document documentIndex: Int?, viewState viewStateIndex: Int?) {
        isJumping = true
        defer { isJumping = false }
        if let documentIndex {
            documentPosition = clamped(documentIndex)
            document.restore(entries[documentPosition].document)
        }
        if let viewStateIndex {
            viewStatePosition = clamped(viewStateIndex)
            viewState.restore(entries[viewStatePosition].viewState)
        }
        timeline.move(to: shownPosition)
        changed()
    }

    /// The entry the app shows: the one the travelling store shows (the later of the two when both
    /// travel), so a change after travelling back drops the entries after it, in every mode.
    private var shownPosition: Int {
        switch mode {
        case .whole: max(documentPosition, viewStatePosition)
        case .documentOnly: documentPosition
        case .viewStateOnly: viewStatePosition
        }
    }

    private func clamped(_ index: Int) -> Int { min(max(index, 0), lastIndex) }

    /// A store changed: a new entry after the one shown, dropping any entries after it. In
    /// ``Mode/documentOnly`` only a changed document is an entry.
    private func record(_ action: String, continuous: Bool, ofDocument: Bool) {
        guard !isJumping, !continuous, ofDocument || mode != .documentOnly else { return }
        let entry = Entry(action: action, document: document.content, viewState: viewState.content)
        guard let shown = timeline.current else { return }
        if mode == .documentOnly ? entry.document == shown.document : entry.hasSameStates(as: shown) { return }
        timeline.append(entry)
        documentPosition = lastIndex
        viewStatePosition = lastIndex
        changed()
    }
}
