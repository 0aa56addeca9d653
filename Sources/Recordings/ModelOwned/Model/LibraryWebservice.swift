public import Foundation
public import RecordingsCore
public import RecordingsRemote
public import Services

/// The model-owned networking client's model layer (the book's `Webservice`): the store stays the app's
/// model and becomes an offline cache of the server's library.
///
/// The rules (what is queued, merged, sent, retried, rolled back) are ``SyncQueue``'s, a value without
/// I/O; this class runs it: it turns the store's changes, the server's answers, the retry timer and
/// folder listings into ``SyncEvent``s and performs the ``SyncAction``s that come back (requests, the
/// timer, the state beside the document (``SyncStateFile``: a journal record per save, synced to disk
/// within ``flushDelay``, the snapshot rewritten at start, when the journal has grown and at stop), changes
/// to the store that are not
/// queued, messages to the person, announcements to the screens). It also downloads the audio of recordings that arrived from the
/// server.
///
/// At start, the store is compared with what the server confirmed and the queue, so a local change that
/// never reached the queue on disk (the process died between the two saves, a power cut came before the
/// queue's sync, another pattern edited the library) is queued then and no change is lost.
@MainActor
public final class LibraryWebservice: RemoteSync {
    /// The library kept in step.
    public let library: RecordingsLibrary
    /// The server.
    public let server: RemoteLibrary
    let webservice: Webservice
    let backgroundWork: BackgroundWork
    private let stateFile: SyncStateFile?
    /// Whether the next save must rewrite the snapshot: at start, after a failed save, at stop.
    private var needsSnapshot = true

    /// The queue and what the server confirmed.
    public private(set) var queue: SyncQueue
    /// Whether the sync is changing the store itself (a merge, a rollback): those changes are not queued.
    private var isApplyingRemote = false
    private var retryTimer: ClockTimer?
    private var flushTimer: ClockTimer?
    private var sendTask: Task<Void, Never>?
    var loads: [UUID: Task<Void, Never>] = [:]
    private var storeObservation: StoreObservation?
    private let observers = ObserverList<Set<UUID>>()
    private var unannounced: Set<UUID> = []
    private var announcementScheduled = false
    private var saveFailed = false
    var downloading = false
    /// Recordings whose audio download failed since the last successful reload.
    var skippedDownloads: Set<UUID> = []
    /// Where problems that need a developer's eye are logged (a rollback that failed); the standard error
    /// unless set.
    public var log: @MainActor (String) -> Void = LibraryWebservice.logToStandardError

    /// The store.
    public var store: Store { library.store }
    var clock: any Clock { library.clock }

    /// The changes waiting, oldest first.
    public var pending: [PendingItem] { queue.pending }

    /// The longest a queue record waits for its sync to disk: the records written meanwhile share it, so a
    /// burst of changes costs one sync instead of one each (1,000 offline creates: about 4 s of syncs on a
    /// disk whose sync takes 4 ms). A power cut within it loses nothing of the person's: the comparison at
    /// start queues again what the document holds and the queue does not (``SyncStateFile``).
    public static let flushDelay: TimeInterval = 1

    /// Whether every queue record written is synced to disk (false for up to ``flushDelay`` after a change).
    public var isQueueOnDisk: Bool { stateFile?.needsFlush != true }

    /// Opens the sync state of `library` for `server`.
    ///
    /// An unreadable `sync.json` is kept aside (reported through the library) and the sync starts from
    /// nothing confirmed: the comparison at ``start()`` then queues every local item, and the server's
    /// answers (`itemAlreadyExists`) sort out what it had. An unreadable `sync.journal` is kept aside too,
    /// and the sync starts from the snapshot: the comparison finds the local changes it held.
    ///
    /// - Throws: ``PersistenceError`` when a state file exists but cannot be read or moved aside.
    public init(
        library: RecordingsLibrary, server: RemoteLibrary, transport: any HTTPTransport = URLSessionTransport(),
        backgroundWork: BackgroundWork
    ) throws(PersistenceError) {
        self.library = library
        self.server = server
        self.backgroundWork = backgroundWork
        webservice = Webservice(transport: transport, clock: library.clock, backgroundWork: backgroundWork)
        stateFile = library.store.baseURL.map { SyncStateFile(directory: $0) }
        var loaded: SyncState?
        if let stateFile {
            let found = try stateFile.load()
            loaded = found.state
            for notice in found.notices { library.report(notice) }
        }
        queue = SyncQueue(
            loaded: loaded, server: server.baseURL.absoluteString, localRoot: library.store.rootFolder.uuid,
            isNewLibrary: library.store.loadNotice != nil)
    }

    /// Starts: queues local changes that never reached the queue, begins sending, and downloads the audio
    /// of recordings that have none yet.
    public func start() {
        storeObservation = store.addObserver { [weak self] change in self?.journal(change) }
        handle(.compared(LocalItem.contents(of: store.rootFolder)))
        handle(.started)
        downloadMissingAudio()
    }

    // MARK: RemoteSync

    public func pendingChange(of item: Item) -> ChangeKind? {
        queue.pendingChange(of: item.uuid)
    }

    public func pendingDeletions(in folder: Folder) -> [String] {
        queue.pendingDeletions(inFolder: folder.uuid)
    }

    public var statusLine: String? { queue.statusLine }

    public func addObserver(_ handler: @escaping @MainActor (Set<UUID>) -> Void) -> RemoteSyncObservation {
        observers.add(handler)
    }

    public func stop() {
        guard !queue.isStopped else { return }
        sendTask?.cancel()
        flushTimer?.invalidate()
        flushTimer = nil
        for load in loads.values { load.cancel() }
        loads = [:]
        storeObservation?.cancel()
        needsSnapshot = true
        handle(.stopped)
    }

    // MARK: Running the queue

    /// Tells the queue `event` and performs what it asks.
    func handle(_ event: SyncEvent) {
        for action in queue.handle(event) { perform(action) }
    }

    /// Tells the queue a listing is asked for now; returns its `askedAt` (see ``SyncQueue/beginListing()``).
    func beginListing() -> Int {
        queue.beginListing()
    }

    /// Tells the queue the listing asked for at `askedAt` is over.
    func endListing(askedAt: Int) {
        queue.endListing(askedAt: askedAt)
    }

    private func perform(_ action: SyncAction) {
        switch action {
        case .fetchServerRoot:
            sendTask = webservice.load(server.rootUUID) { [weak self] result in self?.handle(.rootFetched(result)) }
        case .send(let change, let parentPath):
            let object: ChangeObject
            do throws(AudioVanished) {
                object = try changeObject(for: change)
            } catch {
                handle(.cannotSend(id: change.id, reason: error.reason))
                return
            }
            sendTask = webservice.load(server.change(change.kind, object, parentPath: parentPath)) {
                [weak self] result in
                self?.sendTask = nil
                self?.handle(.sendFinished(id: change.id, result))
            }
        case .scheduleRetry(let delay):
            retryTimer?.invalidate()
            retryTimer = clock.scheduleTimer(interval: delay, repeats: false) { [weak self] _ in
                self?.retryTimer = nil
                self?.handle(.retryTimerFired)
            }
        case .cancelRetry:
            retryTimer?.invalidate()
            retryTimer = nil
        case .save:
            save()
        case .announce(let uuids):
            announce(uuids)
        case .compareWithLibrary:
            handle(.compared(LocalItem.contents(of: store.rootFolder)))
        case .rollBack(let change, let key, let confirmedName):
            rollBack(change, key, confirmedName: confirmedName)
        case .discard(let change, let reason):
            removeItem(change.uuid)
            library.report(
                "The recording “\(change.name)” cannot be sent to the server: its audio file is gone (\(reason)). "
                    + "It was removed here.")
        case .removeLocally(let uuid):
            removeItem(uuid)
        case .addLocally(let entry, let folderUUID):
            guard let folder = library.item(withUUID: folderUUID) as? Folder else { return }
            let item: Item =
                entry.isFolder
                ? Folder(name: entry.name, uuid: entry.uuid) : Recording(name: entry.name, uuid: entry.uuid)
            applyingRemote { folder.add(item) }
        case .renameLocally(let uuid, let name):
            guard let item = library.item(withUUID: uuid) else { return }
            // NB: a name this library refuses stays as it is here; the server keeps its own.
            _ = rename(item, to: name)
        }
    }

    /// Undoes here a change the server refused, and tells the person.
    private func rollBack(_ change: PendingItem, _ key: APIErrorKey, confirmedName: String?) {
        switch change.kind {
        case .create:
            removeItem(change.uuid)
            library.report(
                "“\(change.name)” could not be added on the server: \(key.description) It was removed here.")
        case .update:
            if let item = library.item(withUUID: change.uuid), let name = confirmedName {
                if let failure = rename(item, to: name) {
                    let message =
                        "“\(change.name)” could not be renamed on the server: \(key.description) "
                        + "Its name could not be set back to the server's “\(name)” here either (\(failure)), so "
                        + "it keeps the name “\(item.name)” here only."
                    log(message)
                    library.report(message)
                } else {
                    library.report(
                        "“\(change.name)” could not be renamed on the server: \(key.description) "
                            + "Its name is “\(name)” again.")
                }
            } else {
                library.report("“\(change.name)” could not be renamed on the server: \(key.description)")
            }
        case .delete:
            library.report(
                "“\(change.name)” could not be deleted on the server: \(key.description) "
                    + "It comes back when its folder is reloaded.")
        }
    }

    /// Renames `item` as a change of the sync's own; returns why that failed (a name this library refuses),
    /// or nil.
    private func rename(_ item: Item, to name: String) -> String? {
        var failure: String?
        applyingRemote {
            do throws(NameError) {
                try item.setName(name)
            } catch {
                failure = "\(error)"
            }
        }
        return failure
    }

    /// Writes `message` to the standard error, the client's log.
    public nonisolated static func logToStandardError(_ message: String) {
        FileHandle.standardError.write(Data(("apparch model-owned: " + message + "\n").utf8))
    }

    /// Removes the item `uuid` from its folder, as a change of the sync's own.
    private func removeItem(_ uuid: UUID) {
        guard let item = library.item(withUUID: uuid), let parent = item.parent else { return }
        applyingRemote { parent.remove(item) }
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

    /// Tells the queue about a local change the store reports (the book's `storeDidChange`).
    private func journal(_ change: StoreChange) {
        guard !isApplyingRemote else { return }
        let parentPath = change.parent.uuidPath
        switch change.kind {
        case .added: handle(.created(LocalItem.tree(of: change.item, in: parentPath)))
        case .removed: handle(.deleted(LocalItem(change.item, parentPath: parentPath)))
        case .renamed: handle(.renamed(LocalItem(change.item, parentPath: parentPath)))
        }
    }

    // MARK: Helpers

    /// Runs `body` as a change of the sync's own: not queued.
    func applyingRemote(_ body: () -> Void) {
        let was = isApplyingRemote
        isApplyingRemote = true
        defer { isApplyingRemote = was }
        body()
    }

    /// Writes what changed in the state since the last save, one journal record synced within
    /// ``flushDelay`` (the whole snapshot at start, at stop, after a failed save and when the journal has
    /// grown); a failure is reported once per failure streak, and the state stays in memory (the
    /// comparison at the next start finds whatever a lost queue held).
    private func save() {
        let changes = queue.takeChanges()
        guard let stateFile else { return }
        do throws(PersistenceError) {
            if needsSnapshot || stateFile.needsCompaction {
                needsSnapshot = true
                try stateFile.compact(queue.saved)
                needsSnapshot = false
            } else {
                do throws(PersistenceError) {
                    try stateFile.record(changes)
                } catch {
                    needsSnapshot = true
                    throw error
                }
                scheduleFlush()
            }
            saveFailed = false
        } catch {
            saveDidFail(error)
        }
    }

    /// Syncs the queue's records to disk ``flushDelay`` from now, unless a sync is already due.
    private func scheduleFlush() {
        guard flushTimer == nil, stateFile?.needsFlush == true else { return }
        flushTimer = clock.scheduleTimer(interval: Self.flushDelay, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.flushTimer = nil
            do throws(PersistenceError) {
                try self.stateFile?.flush()
            } catch {
                self.needsSnapshot = true
                self.saveDidFail(error)
            }
        }
    }

    /// Tells the queue and, once per failure streak, the person that the state could not be saved.
    private func saveDidFail(_ error: PersistenceError) {
        handle(.saveFailed)
        guard !saveFailed else { return }
        saveFailed = true
        library.report("The list of changes waiting for the server could not be saved (\(error)).")
    }

    /// Tells the observers, on the next turn and once per turn, which items' pending state changed.
    private func announce(_ uuids: Set<UUID>) {
        unannounced.formUnion(uuids)
        guard !announcementScheduled else { return }
        announcementScheduled = true
        clock.enqueue { [weak self] in
            guard let self else { return }
            self.announcementScheduled = false
            let changed = self.unannounced
            self.unannounced = []
            self.observers.notify(changed)
        }
    }
}
