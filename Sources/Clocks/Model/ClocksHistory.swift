public import Services
public import ViewStateStore

/// The history behind the history bar: a ``StateHistory`` of the document and the view state, and
/// whether the bar is split into a "Document" and a "View state" slider (the article's
/// `HistoryViewController` model).
///
/// NB: the article keeps the switch's position in the history view controller. We keep it here, outside
/// the view state, because the history bar is a debugging tool beside the app: travelling through the
/// view state must not flip the switch that chose how to travel. Clock times are not in the history
/// either: the clocks read the ``Services/Clock`` directly and nothing about them is in either store.
@MainActor
public final class ClocksHistory {
    /// The recorded entries and positions.
    public let states: StateHistory<ClocksDocument, SplitViewState>
    /// Whether the document and the view state travel separately.
    public private(set) var isSplit = false
    private let observers = ObserverList<Void>()

    /// Starts recording `document` and `viewState` in `mode`.
    public init(
        document: NotifyingStore<ClocksDocument>, viewState: NotifyingStore<SplitViewState>, mode: ClocksHistoryMode
    ) {
        states = StateHistory(
            document: document, viewState: viewState, mode: mode == .whole ? .whole : .documentOnly)
        states.onChange = { [weak self] in self?.notify() }
    }

    /// What the slider travels through.
    public var mode: ClocksHistoryMode { states.mode == .whole ? .whole : .document }

    /// The index of the newest entry.
    public var lastIndex: Int { states.lastIndex }

    /// The entry the interface shows: the later of the two positions when they are apart, the document's
    /// in ``ClocksHistoryMode/document`` mode (where the view state does not travel).
    public var position: Int { states.position }

    /// Moves both stores to entry `index` (only the document in ``ClocksHistoryMode/document`` mode).
    public func jump(to index: Int) {
        states.jump(to: index)
    }

    /// Moves the document to entry `index`, leaving the view state where it is.
    public func jumpDocument(to index: Int) {
        states.jump(document: index, viewState: nil)
    }

    /// Moves the view state to entry `index`, leaving the document where it is.
    public func jumpViewState(to index: Int) {
        states.jump(document: nil, viewState: index)
    }

    /// Splits the slider in two, or joins it again (the joined slider then shows ``position``).
    public func setSplit(_ split: Bool) {
        guard split != isSplit else { return }
        isSplit = split
        notify()
    }

    /// Calls `callback` after every change of the entries, positions or split, until the token is
    /// cancelled or released.
    public func addObserver(_ callback: @escaping @MainActor () -> Void) -> HistoryObservation {
        observers.add(callback)
    }

    private func notify() {
        observers.notify()
    }
}
