public import Foundation
public import Services
public import ViewStateStore

/// Everything the Clocks controllers share, handed to each of them (the book's `context`, where the
/// article used the `Document.shared` and `ViewState.shared` singletons): the document, the view state,
/// their history, the clock and the timezones the system knows.
///
/// The context also keeps two rules that belong to no single screen:
/// - every document change is saved before the screens hear of it (it observes the document first);
/// - a view state that points at a timezone the document lacks (after a delete, a restore or a split
///   history jump) is reconciled by clearing the detail, so no screen ever shows a stale uuid.
///
/// Contract: use it on the main actor; it lives as long as the app delegate.
@MainActor
public final class ClocksContext {
    /// The document store.
    public let document: NotifyingStore<ClocksDocument>
    /// The view-state store.
    public let viewState: NotifyingStore<SplitViewState>
    /// The history of both; created once the start state is settled, so its first entry is the state the
    /// app starts in.
    public let history: ClocksHistory
    /// The clock the live clocks read (the article's unwrapped "Time model"); `drive` uses a virtual one.
    public let clock: any Clock
    /// The tz database identifiers the selection screen offers, sorted; empty when the system has none.
    public let knownIdentifiers: [String]
    /// The error of the last save, if it failed.
    public private(set) var lastSaveError: PersistenceError?
    /// Told when saving a change failed; the change stays in memory and the next change retries.
    public var onSaveError: (@MainActor (PersistenceError) -> Void)?

    private let file: ClocksDocumentFile?
    private var observations: [StoreObservation] = []

    /// Creates a context on `document`, starting in `viewState`.
    ///
    /// - Parameters:
    ///   - file: where every change is saved; nil keeps the document in memory (tests).
    ///   - restoration: a state to start from (`--restore`); its document replaces the loaded one.
    ///   - sampleIdentifiers: timezones to add when the document is empty (`--sample`).
    ///   - log: receives the stores' "Changed … to:" lines.
    public init(
        document: ClocksDocument = ClocksDocument(),
        viewState: SplitViewState = SplitViewState(),
        file: ClocksDocumentFile? = nil,
        clock: any Clock,
        historyMode: ClocksHistoryMode = .whole,
        knownIdentifiers: [String] = TimeZone.knownTimeZoneIdentifiers.sorted(),
        restoration: ClocksRestoration? = nil,
        sampleIdentifiers: [String] = [],
        log: (@MainActor (String) -> Void)? = nil
    ) {
        self.document = NotifyingStore(name: "Document", content: document)
        self.viewState = NotifyingStore(name: "ViewState", content: viewState)
        self.file = file
        self.clock = clock
        self.knownIdentifiers = knownIdentifiers
        self.document.log = log
        self.viewState.log = log
        // The start state: the restored one, then the sample for an empty document, reconciled; the history
        // begins with it rather than recording the launch.
        let loaded = document
        if let restoration {
            if let restored = restoration.document { self.document.reloadAndNotify(restored) }
            self.viewState.reloadAndNotify(restoration.viewState)
        }
        if self.document.content.timezones.isEmpty {
            for identifier in sampleIdentifiers { self.document.addTimezone(identifier) }
        }
        Self.reconcile(self.document, self.viewState)
        history = ClocksHistory(document: self.document, viewState: self.viewState, mode: historyMode)
        observeForSaving()
        observeForReconciling()
        if let file, self.document.content != loaded { save(self.document.content, to: file) }
    }

    /// Releases the document's lock; the app calls it when it quits.
    public func close() {
        file?.close()
    }

    // MARK: Saving

    private func observeForSaving() {
        guard let file else { return }
        // NB: the observer's first call, at once, is the start state, which the initializer saves itself
        // when it differs from the file's.
        var isFirstCall = true
        observations.append(
            document.addObserver(actionType: ClocksDocument.Action.self) { [weak self] state, _ in
                guard !isFirstCall else {
                    isFirstCall = false
                    return
                }
                self?.save(state, to: file)
            })
    }

    private func save(_ state: ClocksDocument, to file: ClocksDocumentFile) {
        do {
            try file.save(state)
            lastSaveError = nil
        } catch {
            lastSaveError = error
            onSaveError?(error)
        }
    }

    // MARK: Reconciling

    private func observeForReconciling() {
        observations.append(
            document.addObserver(actionType: ClocksDocument.Action.self) { [weak self] _, _ in
                guard let self else { return }
                Self.reconcile(self.document, self.viewState)
            })
        observations.append(
            viewState.addObserver(actionType: SplitViewState.Action.self) { [weak self] _, _ in
                guard let self else { return }
                Self.reconcile(self.document, self.viewState)
            })
    }

    /// Clears a detail whose timezone the document does not have.
    private static func reconcile(
        _ document: NotifyingStore<ClocksDocument>, _ viewState: NotifyingStore<SplitViewState>
    ) {
        guard let uuid = viewState.content.detailView?.uuid, document.content[uuid] == nil else { return }
        viewState.changeDetailSelection(uuid: nil)
    }
}
