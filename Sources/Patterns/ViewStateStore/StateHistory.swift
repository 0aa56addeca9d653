/// The history of a document store and a view-state store, for time travel through the whole interface
/// (the book's `HistoryViewController`, the Clocks article's history slider).
///
/// Every change either store commits adds an entry holding both states; continuous changes (playback,
/// recording, clock ticks) add none. Jumping restores an entry: each store takes its state back and
/// notifies its observers with a `nil` action, so the interface rebuilds itself from the state, and no
/// entry is added. A change made after jumping back drops the entries after the one shown, then adds its
/// own.
///
/// - ``jump(to:)`` moves both stores together.
/// - ``jump(document:viewState:)`` moves them separately (the article's "split" switch): a view state
///   may then point at things the chosen document no longer has, and the app must reconcile, which shows
///   that the two models are truly separate.
/// - In ``Mode/documentOnly`` (the article's "undoredo" branch) only the document moves, which shows
///   the problem the article demonstrates: edit mode and modal screens do not come back.
@MainActor
public final class StateHistory<Document: Codable & Equatable, ViewState: Codable & Equatable> {
    /// One moment of the app: both states.
    public struct Entry: Equatable {
        /// The document then.
        public let document: Document
        /// The view state then.
        public let viewState: ViewState
    }

    /// What a jump restores.
    public enum Mode: Sendable {
        /// The document and the view state: the whole interface travels.
        case whole
        /// Only the document, as undo and redo do.
        case documentOnly
    }

    /// The entries, oldest first; never empty (the first is the state when the history started).
    public private(set) var entries: [Entry]
    /// The index of the entry the document shows.
    public private(set) var documentPosition: Int
    /// The index of the entry the view state shows.
    public private(set) var viewStatePosition: Int
    /// What a jump restores.
    public let mode: Mode
    /// Called after every change of the entries or positions (a history slider observes it).
    public var onChange: (@MainActor () -> Void)?

    private let document: NotifyingStore<Document>
    private let viewState: NotifyingStore<ViewState>
    private var isJumping = false

    /// Starts recording the changes of `document` and `viewState`; the first entry is their state now.
    public init(document: NotifyingStore<Document>, viewState: NotifyingStore<ViewState>, mode: Mode = .whole) {
        self.document = document
        self.viewState = viewState
        self.mode = mode
        entries = [Entry(document: document.content, viewState: viewState.content)]
        documentPosition = 0
        viewStatePosition = 0
        document.onChange = { [weak self] _, continuous in self?.record(continuous: continuous) }
        viewState.onChange = { [weak self] _, continuous in self?.record(continuous: continuous) }
    }

    /// The index of the newest entry.
    public var lastIndex: Int { entries.count - 1 }

    /// Restores entry `index` (clamped) in both stores, or only in the document in ``Mode/documentOnly``.
    public func jump(to index: Int) {
        jump(document: index, viewState: mode == .whole ? index : nil)
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
        onChange?()
    }

    private func clamped(_ index: Int) -> Int { min(max(index, 0), lastIndex) }

    /// A store changed: a new entry after the one shown, dropping any entries after it.
    private func record(continuous: Bool) {
        guard !isJumping, !continuous else { return }
        let entry = Entry(document: document.content, viewState: viewState.content)
        guard entry != entries[max(documentPosition, viewStatePosition)] else { return }
        entries.removeSubrange((max(documentPosition, viewStatePosition) + 1)...)
        entries.append(entry)
        documentPosition = lastIndex
        viewStatePosition = lastIndex
        onChange?()
    }
}
