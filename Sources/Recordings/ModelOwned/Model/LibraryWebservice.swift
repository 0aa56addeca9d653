public import Foundation
public import RecordingsCore
public import Services

/// The model-owned networking client's model layer (the book's `Webservice`): the store stays the
/// app's model and becomes an offline cache of the server's library.
///
/// - Every local change the store reports becomes a ``PendingItem`` at the end of a FIFO queue, saved
///   atomically in `sync.json` beside the document; the queue is sent one request at a time, the head
///   dropped when the server confirms it (``processChanges()``, the book's listing).
/// - A refusal rolls the local item back and says so (a create is removed, a rename undone, a delete
///   brought back by the next reload), except `itemAlreadyExists` for a create and `itemNotFound` for a
///   delete, which mean the server already has what was asked: a change sent twice after a lost answer.
/// - A failure that leaves it open whether the change arrived (no answer, a 5xx, an answer that is
///   neither success nor a known refusal) keeps the queue and retries with backoff on the app's clock
///   (1, 2, 4 … 30 s), and at once after a new change or a successful reload. Sending again is safe.
/// - ``loadContents(of:completion:)`` merges a folder's listing into the store: items with pending changes
///   keep their local version, a locally deleted item does not come back, items the server confirmed
///   before and no longer lists were deleted there and go, and new recordings' audio is downloaded.
/// - At start, the store is compared with what the server confirmed and the queue: a local change that
///   never reached the queue (the process died between the two saves, another pattern edited the library)
///   is queued then, so no change is lost.
///
/// Changes the sync itself makes to the store (merges, rollbacks) are not queued.
@MainActor
public final class LibraryWebservice: RemoteSync {
    /// The longest wait between retries.
    public static let maximumRetryDelay: TimeInterval = 30
    /// How many confirmed changes may go unsaved. NB: a confirmation lost to a crash only makes the change
    /// go again, and a change sent again is harmless (the server answers `itemAlreadyExists` or
    /// `itemNotFound`, or sets the same name), so the queue is saved after every local change but only
    /// every so many confirmations: draining 1,000 changes otherwise spends most of its time writing the
    /// queue.
    static let confirmationsPerSave = 25

    /// The library kept in step.
    public let library: RecordingsLibrary
    /// The server.
    public let server: RemoteLibrary
    let webservice: Webservice
    let backgroundWork: BackgroundWork
    private let stateFile: DocumentFile?

    var state: SyncState
    /// ``SyncState/confirmed`` by UUID.
    var confirmed: [UUID: ConfirmedItem]
    /// Whether the sync is changing the store itself (a merge, a rollback): those changes are not queued.
    var isApplyingRemote = false
    /// The id of the pending change being sent.
    private(set) var inFlight: Int?
    /// The pending changes that were sent at least once (and all those found saved at launch): the server
    /// may have them, so they are never merged with later changes.
    private var attempted: Set<Int> = []
    private var processing = false
    private var failures = 0
    private(set) var lastFailure: NetworkError?
    private var retryTimer: ClockTimer?
    private var sendTask: Task<Void, Never>?
    var loads: [UUID: Task<Void, Never>] = [:]
    /// Bumped whenever the server answers a change (confirmed or refused).
    var commits = 0
    /// For each item, the value of ``commits`` when the server last answered a change of it: a listing
    /// asked for before that may predate the change, so it says nothing about the item.
    var answeredAt: [UUID: Int] = [:]
    private(set) var isStopped = false
    private var storeObservation: StoreObservation?
    private var observers: [Int: @MainActor (Set<UUID>) -> Void] = [:]
    private var nextObserver = 0
    private var unannounced: Set<UUID> = []
    private var announcementScheduled = false
    var downloading = false
    /// Recordings whose audio download failed since the last successful reload.
    var skippedDownloads: Set<UUID> = []

    /// The store.
    public var store: Store { library.store }
    var clock: any Clock { library.clock }

    /// The changes waiting, oldest first.
    public var pending: [PendingItem] { state.pending }

    /// Opens the sync state of `library` for `server`.
    ///
    /// An unreadable `sync.json` is kept aside (reported through the library) and the sync starts from
    /// nothing confirmed: the comparison at ``start()`` then queues every local item, and the server's
    /// answers (`itemAlreadyExists`) sort out what it had.
    ///
    /// - Throws: ``PersistenceError`` when the state file exists but cannot be read or moved aside.
    public init(
        library: RecordingsLibrary, server: RemoteLibrary, transport: any HTTPTransport = URLSessionTransport(),
        backgroundWork: BackgroundWork
    ) throws(PersistenceError) {
        self.library = library
        self.server = server
        self.backgroundWork = backgroundWork
        webservice = Webservice(transport: transport, clock: library.clock, backgroundWork: backgroundWork)
        let root = library.store.rootFolder.uuid
        let fresh = SyncState(server: server.baseURL.absoluteString, localRoot: root)
        stateFile = library.store.baseURL.map { DocumentFile(url: $0.appendingPathComponent(SyncState.fileName)) }
        var loaded = fresh
        if let stateFile {
            switch try stateFile.load(decode: SyncState.decode) {
            case .missing: break
            case .loaded(let state): loaded = state
            case .unreadable(let keptAt, let reason):
                library.report(
                    "The list of changes waiting for the server could not be read (\(reason)); it was kept as "
                        + "\(keptAt.lastPathComponent). Changes here are compared with the server again.")
            }
        }
        // NB: confirmed items of another server, or of a library started afresh (an unreadable document was
        // kept aside), say nothing about this one; only the queue, which names local items, stays.
        if loaded.server != fresh.server || loaded.localRoot != root || library.store.loadNotice != nil {
            loaded.server = fresh.server
            loaded.localRoot = root
            loaded.serverRoot = nil
            loaded.confirmed = []
        }
        state = loaded
        attempted = Set(loaded.pending.map(\.id))
        confirmed = Dictionary(loaded.confirmed.map { ($0.uuid, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Starts: queues local changes that never reached the queue, begins sending, and downloads the audio
    /// of recordings that have none yet.
    public func start() {
        storeObservation = store.addObserver { [weak self] change in self?.journal(change) }
        queueUnsentChanges()
        save()
        processChanges()
        downloadMissingAudio()
    }

    // MARK: RemoteSync

    public func pendingChange(of item: Item) -> ChangeKind? {
        state.pending.last { $0.uuid == item.uuid && $0.kind != .delete }?.kind
    }

    public func pendingDeletions(in folder: Folder) -> [String] {
        state.pending.filter { $0.kind == .delete && $0.parentPath.last == folder.uuid }.map(\.name)
    }

    public var statusLine: String? {
        SyncStatus.line(pending: state.pending.count, failure: lastFailure)
    }

    public func addObserver(_ handler: @escaping @MainActor (Set<UUID>) -> Void) -> RemoteSyncObservation {
        nextObserver += 1
        let key = nextObserver
        observers[key] = handler
        return RemoteSyncObservation { [weak self] in self?.observers[key] = nil }
    }

    public func stop() {
        guard !isStopped else { return }
        isStopped = true
        sendTask?.cancel()
        for load in loads.values { load.cancel() }
        loads = [:]
        retryTimer?.invalidate()
        retryTimer = nil
        storeObservation?.cancel()
        save()
    }

    // MARK: The queue

    /// Sends the head of the queue, if nothing is being sent (the book's `processChanges`).
    public func processChanges() {
        guard !isStopped, !processing, let head = state.pending.first else { return }
        retryTimer?.invalidate()
        retryTimer = nil
        guard let serverRoot = state.serverRoot else {
            processing = true
            sendTask = webservice.load(server.rootUUID) { [weak self] result in
                guard let self else { return }
                self.processing = false
                switch result {
                case .success(let root):
                    self.adoptServerRoot(root)
                    self.processChanges()
                case .failure(let error):
                    self.failed(error)
                }
            }
            return
        }
        let object: ChangeObject
        do throws(AudioVanished) {
            object = try changeObject(for: head)
        } catch {
            dropVanished(head, error)
            processChanges()
            return
        }
        processing = true
        inFlight = head.id
        attempted.insert(head.id)
        let resource = server.change(head.kind, object, parentPath: serverPath(head.parentPath, root: serverRoot))
        sendTask = webservice.load(resource) { [weak self] result in
            self?.finishSending(head, result)
        }
    }

    private func finishSending(_ head: PendingItem, _ result: Result<ChangeOutcome, NetworkError>) {
        processing = false
        inFlight = nil
        sendTask = nil
        guard state.pending.first?.id == head.id else { return }
        var rolledBack = false
        switch result {
        case .success(.applied),
            .success(.rejected(.itemAlreadyExists)) where head.kind == .create,
            .success(.rejected(.itemNotFound)) where head.kind == .delete,
            .success(.rejected(.parentNotFound)) where head.kind == .delete:
            commit(head)
        case .success(.rejected(let key)):
            rollBack(head, key)
            rolledBack = true
        case .failure(let error):
            failed(error)
            return
        }
        state.pending.removeFirst()
        attempted.remove(head.id)
        failures = 0
        lastFailure = nil
        commits += 1
        answeredAt[head.uuid] = commits
        unsavedConfirmations += 1
        if rolledBack || state.pending.isEmpty || unsavedConfirmations >= Self.confirmationsPerSave { save() }
        announce([head.uuid])
        processChanges()
    }

    /// Records what the server now has after `change`.
    private func commit(_ change: PendingItem) {
        switch change.kind {
        case .create:
            confirmed[change.uuid] = ConfirmedItem(
                uuid: change.uuid, parent: change.parentPath.last ?? state.localRoot, name: change.name,
                isFolder: change.isFolder)
        case .update:
            confirmed[change.uuid]?.name = change.name
        case .delete:
            forgetConfirmed(change.uuid)
        }
    }

    /// A failure that leaves the change's fate open: keep it, and try again after a growing delay.
    private func failed(_ error: NetworkError) {
        failures += 1
        lastFailure = error
        let delay = min(Self.maximumRetryDelay, pow(2, Double(failures - 1)))
        retryTimer?.invalidate()
        retryTimer = clock.scheduleTimer(interval: delay, repeats: false) { [weak self] _ in
            self?.retryTimer = nil
            self?.processChanges()
        }
        announce([])
    }

    /// The server refused `change` and changed nothing: undo it here and tell the person.
    private func rollBack(_ change: PendingItem, _ key: APIErrorKey) {
        let item = library.item(withUUID: change.uuid)
        switch change.kind {
        case .create:
            dropQueued(concerning: change.uuid, keeping: change.id)
            if let item, let parent = item.parent { applyingRemote { parent.remove(item) } }
            library.report(
                "“\(change.name)” could not be added on the server: \(key.description) It was removed here.")
        case .update:
            if let item, let name = confirmed[change.uuid]?.name {
                applyingRemote { try? item.setName(name) }
                library.report(
                    "“\(change.name)” could not be renamed on the server: \(key.description) "
                        + "Its name is “\(name)” again.")
            } else {
                library.report("“\(change.name)” could not be renamed on the server: \(key.description)")
            }
        case .delete:
            // NB: its audio is gone here; forgetting that the server had it makes the next reload bring it
            // back from the server.
            forgetConfirmed(change.uuid)
            library.report(
                "“\(change.name)” could not be deleted on the server: \(key.description) "
                    + "It comes back when its folder is reloaded.")
        }
    }

    /// A queued recording whose audio file is gone cannot be sent: it is reported and removed, never a
    /// crash (the sample forces `Data(contentsOf:)` and crashes).
    private func dropVanished(_ change: PendingItem, _ error: AudioVanished) {
        state.pending.removeFirst()
        attempted.remove(change.id)
        dropQueued(concerning: change.uuid, keeping: nil)
        if let item = library.item(withUUID: change.uuid), let parent = item.parent {
            applyingRemote { parent.remove(item) }
        }
        library.report(
            "The recording “\(change.name)” cannot be sent to the server: its audio file is gone (\(error.reason)). "
                + "It was removed here.")
        save()
        announce([change.uuid])
    }

    /// Why a queued recording's audio cannot be read.
    struct AudioVanished: Error {
        let reason: String
    }

    /// The change object of `change`, with a new recording's audio read now.
    private func changeObject(for change: PendingItem) throws(AudioVanished) -> ChangeObject {
        var object = ChangeObject(name: change.name, uuid: change.uuid, isFolder: change.isFolder)
        guard change.kind == .create, !change.isFolder else { return object }
        guard let url = store.fileURL(for: Recording(name: "", uuid: change.uuid)) else {
            throw AudioVanished(reason: "the library has no folder for audio")
        }
        do {
            object.fileDataKey = try Data(contentsOf: url).base64EncodedString()
        } catch {
            throw AudioVanished(reason: error.localizedDescription)
        }
        return object
    }

    /// The server's path for a local path: the server's root in place of the local one.
    func serverPath(_ localPath: [UUID], root: UUID) -> [UUID] {
        [root] + localPath.dropFirst()
    }

    /// Takes the server's root; a different root than before is a different library, so nothing the old
    /// one confirmed holds, and every local item is queued for it.
    func adoptServerRoot(_ root: UUID) {
        guard state.serverRoot != root else { return }
        let wasKnown = state.serverRoot != nil || !confirmed.isEmpty
        state.serverRoot = root
        if wasKnown {
            confirmed = [:]
            queueUnsentChanges()
        }
        save()
    }

    // MARK: The journal

    /// Queues a local change the store reports (the book's `storeDidChange`).
    private func journal(_ change: StoreChange) {
        guard !isApplyingRemote, !isStopped else { return }
        let parentPath = change.parent.uuidPath
        switch change.kind {
        case .added:
            queueCreates(of: change.item, in: parentPath)
        case .removed:
            queueDelete(of: change.item, in: parentPath)
        case .renamed:
            queueRename(of: change.item, in: parentPath)
        }
        save()
        processChanges()
    }

    /// Queues creates for `item` and, for a folder added with contents, everything in it (parents first).
    func queueCreates(of item: Item, in parentPath: [UUID]) {
        enqueue(.create, item.uuid, item.name, item is Folder, parentPath)
        if let folder = item as? Folder {
            for child in folder.contents { queueCreates(of: child, in: parentPath + [folder.uuid]) }
        }
    }

    private func queueDelete(of item: Item, in parentPath: [UUID]) {
        // NB: the server deletes what is inside a folder with it, so queued changes inside are moot; and
        // an item whose create was never sent is one the server never needs to hear of. A create that was
        // sent (even without an answer) may have landed, so its item is deleted there too.
        let neverSent = state.pending.contains { $0.kind == .create && $0.uuid == item.uuid && isUnsent($0) }
        dropQueued(concerning: item.uuid, keeping: nil)
        if neverSent, confirmed[item.uuid] == nil { return }
        enqueue(.delete, item.uuid, item.name, item is Folder, parentPath)
    }

    /// Whether `change` was never sent: it may still be merged with later changes.
    private func isUnsent(_ change: PendingItem) -> Bool {
        change.id != inFlight && !attempted.contains(change.id)
    }

    private func queueRename(of item: Item, in parentPath: [UUID]) {
        // NB: the item's newest change, a create or rename never sent, takes the new name instead.
        if let index = state.pending.lastIndex(where: { $0.uuid == item.uuid }), isUnsent(state.pending[index]),
            state.pending[index].kind != .delete
        {
            state.pending[index].name = item.name
            announce([item.uuid])
            return
        }
        enqueue(.update, item.uuid, item.name, item is Folder, parentPath)
    }

    func enqueue(_ kind: ChangeKind, _ uuid: UUID, _ name: String, _ isFolder: Bool, _ parentPath: [UUID]) {
        state.pending.append(
            PendingItem(
                id: state.nextID, kind: kind, uuid: uuid, name: name, isFolder: isFolder, parentPath: parentPath))
        state.nextID += 1
        announce([uuid])
    }

    /// Removes the queued changes of `uuid` and of everything inside it, except the one in flight and
    /// `keeping`.
    func dropQueued(concerning uuid: UUID, keeping: Int?) {
        let dropped = state.pending.filter { $0.concerns(uuid) && $0.id != inFlight && $0.id != keeping }
        guard !dropped.isEmpty else { return }
        let ids = Set(dropped.map(\.id))
        state.pending.removeAll { ids.contains($0.id) }
        attempted.subtract(ids)
        announce(Set(dropped.map(\.uuid)))
    }

    /// Forgets that the server has `uuid` and what was inside it.
    func forgetConfirmed(_ uuid: UUID) {
        var doomed: Set<UUID> = [uuid]
        var grew = true
        while grew {
            let inside = confirmed.values.filter { doomed.contains($0.parent) && !doomed.contains($0.uuid) }
            grew = !inside.isEmpty
            doomed.formUnion(inside.map(\.uuid))
        }
        for uuid in doomed { confirmed[uuid] = nil }
    }

    // MARK: Helpers

    /// Runs `body` as a change of the sync's own: not queued.
    func applyingRemote(_ body: () -> Void) {
        let was = isApplyingRemote
        isApplyingRemote = true
        defer { isApplyingRemote = was }
        body()
    }

    /// Writes the state; a failure is reported once per failure streak, and the state stays in memory
    /// (the comparison at the next start finds whatever a lost queue held).
    func save() {
        guard let stateFile else { return }
        state.confirmed = confirmed.values.sorted { $0.uuid.uuidString < $1.uuid.uuidString }
        do {
            let data = try state.encoded()
            try stateFile.save(data)
            saveFailed = false
            unsavedConfirmations = 0
        } catch {
            guard !saveFailed else { return }
            saveFailed = true
            library.report("The list of changes waiting for the server could not be saved (\(error)).")
        }
    }

    private var saveFailed = false
    private var unsavedConfirmations = 0

    /// Tells the observers, on the next turn and once per turn, which items' pending state changed.
    func announce(_ uuids: Set<UUID>) {
        unannounced.formUnion(uuids)
        guard !announcementScheduled else { return }
        announcementScheduled = true
        clock.enqueue { [weak self] in
            guard let self else { return }
            self.announcementScheduled = false
            let changed = self.unannounced
            self.unannounced = []
            for handler in self.observers.values { handler(changed) }
        }
    }
}
