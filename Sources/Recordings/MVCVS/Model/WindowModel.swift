import Foundation
public import RecordingsCore
import Services
public import ViewStateStore

/// Everything one window of the MVC+VS app keeps beside the shared document: its view state, its
/// history, its audio, and the rule that keeps the view state in step with the document.
///
/// The book has one `ViewStateStore.shared` because an iPhone has one window. Here every window (a
/// browser tab, a test's second window) has its own view state, so each shows its own screens over the
/// one document, as in every other pattern.
///
/// - A document change that removes what the view state shows (a folder on the stack, the loaded
///   recording), whether this window made it or another, is reconciled at once: the stack is cut and the
///   player emptied, through the view state's own actions.
/// - The history records every non-continuous change of either store. With time travel on
///   (`travelsDocument`), jumping moves the document and the view state together, as the book's history
///   does: the document store applies the restored document to the library (saved like any change) and
///   keeps the audio of removed recordings while an entry names them. Without it, jumping (the web
///   inspector's travel) moves the view state only, and a deleted recording's audio goes at once.
@MainActor
public final class WindowModel {
    /// The stores, for the window's controllers.
    public let context: StoreContext
    /// The window's history, for the history screen.
    public let history: StateHistory<RecordingsDocument, SplitViewState>
    /// The window's audio.
    public let playback: PlaybackAdapter
    private var observations: [ViewStateStore.StoreObservation] = []

    /// A window showing `viewState` (the root folder alone by default) over `documentStore`, whose
    /// history keeps at most `historyLimit` entries and travels the document too when `travelsDocument`.
    public init(
        documentStore: DocumentStore, viewState: SplitViewState? = nil, log: (@MainActor (String) -> Void)? = nil,
        travelsDocument: Bool = false, historyLimit: Int = .max
    ) {
        let store = NotifyingStore(
            name: "ViewState", content: viewState ?? SplitViewState(rootFolderUUID: documentStore.rootFolderUUID))
        store.log = log
        context = StoreContext(documentStore: documentStore, viewStateStore: store)
        store.reconcile(with: documentStore.content)
        let history = StateHistory(
            document: documentStore.store, viewState: store, mode: travelsDocument ? .whole : .viewStateOnly,
            limit: historyLimit)
        self.history = history
        if travelsDocument {
            observations.append(documentStore.keepAudio { [weak history] in history?.recordingUUIDs ?? [] })
            observations.append(history.addObserver { [weak documentStore] in documentStore?.historyDidChange() })
        }
        playback = PlaybackAdapter(library: documentStore.library, viewState: store)
        observations.append(
            documentStore.addObserver { [weak store] document, _ in store?.reconcile(with: document) })
        // A reload (a restored state, a history jump, a state loaded by the inspector) may name what the
        // document no longer has.
        observations.append(
            store.addObserver(actionType: SplitViewState.Action.self) { [weak store, weak documentStore] _, action in
                guard action == nil, let documentStore else { return }
                store?.reconcile(with: documentStore.content)
            })
    }

    /// The window's inspector, for the web host's `/inspect` page: its actions and states, travelled like
    /// the history screen's (the document too with time travel on). A loaded state does not replace the
    /// document (the library on disk, with its audio): its document must be the current one.
    public private(set) lazy var inspector = StoreInspector(
        document: context.documentStore.store, viewState: context.viewStateStore, history: history,
        documentIsLoadable: false)

    /// The window's view state.
    public var viewStateStore: NotifyingStore<SplitViewState> { context.viewStateStore }
}

extension StateHistory where Document == RecordingsDocument {
    /// The UUIDs of the recordings any entry holds: whose audio time travel may bring back.
    var recordingUUIDs: Set<UUID> {
        var uuids: Set<UUID> = []
        for entry in entries {
            for (uuid, item) in entry.document.items where item.folder == nil { uuids.insert(uuid) }
        }
        return uuids
    }
}
