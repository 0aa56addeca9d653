public import Foundation
public import RecordingsRemote
public import Services

/// The model-owned client's rules, as a value without I/O (the book's `Webservice` minus its requests):
/// events in (``SyncEvent``), actions out (``SyncAction``); ``LibraryWebservice`` runs the actions (network,
/// clock, file, store) and feeds what comes back in as events.
///
/// - Every local change becomes a ``PendingItem`` at the end of a FIFO queue; the head is sent, one
///   request at a time, and dropped when the server answers. Before the server's root is known, it is
///   asked for first.
/// - A change never sent may be merged with a later one: a rename renames its queued create or rename; a
///   delete drops it (and a create never sent is not sent at all). A change sent at least once (and every
///   change found saved at launch) is never merged: the server may have it.
/// - Deleting a folder drops what was queued inside it: the server deletes contents with the folder.
/// - A refusal rolls the change back (``SyncAction/rollBack(_:_:confirmedName:)``), except
///   `itemAlreadyExists` for a create and `itemNotFound` or `parentNotFound` for a delete, which mean the
///   server already has what was asked (a change sent twice after a lost answer).
/// - A failure that leaves the change's fate open keeps it and retries after 1, 2, 4 … 30 s; any answer
///   of the server to the queue's own requests starts the backoff afresh, and a listing (the server
///   answered) sends at once. A new change sends at once too, as the book's `processChanges` does, except
///   while the queue waits after a failure: then it cuts the wait to ``newChangeRetryDelay``, so a burst of
///   changes made offline costs one attempt a second instead of a request per change.
/// - The state is saved after every local change and rollback, when the queue empties, and every
///   ``confirmationsPerSave`` confirmations (a confirmation lost to a crash only makes its change go
///   again, which is harmless). A save writes only what changed since the last one: the queue notes each
///   change to its saved part as a ``SyncChange`` and the runner takes them with ``takeChanges()``.
/// - ``answeredAt`` remembers an answer only while a listing asked for before it is still out
///   (``beginListing()``, ``endListing(askedAt:)``): a listing asked later already shows the change.
public struct SyncQueue: Equatable, Sendable {
    /// The longest wait between retries.
    public static let maximumRetryDelay: TimeInterval = 30
    /// How many confirmations may go unsaved: draining 1,000 changes otherwise spends most of its time
    /// writing the queue.
    public static let confirmationsPerSave = 25
    /// The longest a new change waits when it is made while the queue waits after a failure: the book sends
    /// on every change, which, with the server out of reach, is a request and a refused connection per
    /// change (most of what recording 1,000 offline changes cost; see Benchmarks/README.md).
    public static let newChangeRetryDelay: TimeInterval = 1

    /// The saved part (its `confirmed` is kept apart, by UUID, in ``confirmed``).
    private var state: SyncState
    /// What the server is known to have, by UUID.
    public private(set) var confirmed: [UUID: ConfirmedItem]
    /// The id of the change being sent.
    public private(set) var inFlight: Int?
    /// Whether the server's root is being asked for.
    public private(set) var isFetchingRoot = false
    /// The changes sent at least once (and all those found saved at launch): never merged with later ones.
    private var attempted: Set<Int>
    /// Failed attempts since the server last answered the queue.
    public private(set) var failures = 0
    /// The last failure, while the queue waits because of it.
    public private(set) var lastFailure: NetworkError?
    /// The delay the retry timer was set for, while one is set.
    public private(set) var retryDelay: TimeInterval?
    /// Whether a retry timer is set.
    public var isRetryScheduled: Bool { retryDelay != nil }
    /// How many changes the server has answered (confirmed or refused).
    public private(set) var commits = 0
    /// For each item, the value of ``commits`` when the server last answered a change of it: a listing
    /// asked for before that may predate the change, so it says nothing about the item. Only answers
    /// later than the oldest listing still out are kept: at most the answers that arrive while one
    /// listing is out.
    public private(set) var answeredAt: [UUID: Int] = [:]
    /// The ``commits`` at which each listing still out was asked for (one entry per listing).
    public private(set) var listingsAskedAt: [Int] = []
    /// The changes to the saved part not written yet, oldest first.
    private var changes: [SyncChange] = []
    /// Whether the sync stopped for good.
    public private(set) var isStopped = false
    private var unsavedConfirmations = 0

    /// The queue of `loaded` (nil: nothing saved), for `server` and a library whose root is `localRoot`.
    ///
    /// Confirmed items of another server, of another root, or of a library started afresh (`isNewLibrary`:
    /// an unreadable document was kept aside) say nothing about this one and are dropped; the queue, which
    /// names local items, stays, and every change in it counts as sent.
    public init(loaded: SyncState?, server: String, localRoot: UUID, isNewLibrary: Bool) {
        var state = loaded ?? SyncState(server: server, localRoot: localRoot)
        if state.server != server || state.localRoot != localRoot || isNewLibrary {
            state.server = server
            state.localRoot = localRoot
            state.serverRoot = nil
            state.confirmed = []
        }
        attempted = Set(state.pending.map(\.id))
        confirmed = Dictionary(state.confirmed.map { ($0.uuid, $0) }, uniquingKeysWith: { _, last in last })
        // NB: ``confirmed`` is the one copy from here on; ``saved`` writes it back.
        state.confirmed = []
        self.state = state
    }

    /// The changes waiting, oldest first.
    public var pending: [PendingItem] { state.pending }
    /// The server's root folder, once known.
    public var serverRoot: UUID? { state.serverRoot }
    /// The state to write to `sync.json`.
    public var saved: SyncState {
        var saved = state
        saved.confirmed = confirmed.values.sorted { $0.uuid.uuidString < $1.uuid.uuidString }
        return saved
    }

    /// The newest change to `uuid` the server has not confirmed: a create or a rename.
    public func pendingChange(of uuid: UUID) -> ChangeKind? {
        state.pending.last { $0.uuid == uuid && $0.kind != .delete }?.kind
    }

    /// The names of the items deleted from the folder `uuid` whose deletion the server has not confirmed.
    public func pendingDeletions(inFolder uuid: UUID) -> [String] {
        var names: [String] = []
        for index in state.pending.indices where state.pending[index].kind == .delete {
            if state.pending[index].parentPath.last == uuid { names.append(state.pending[index].name) }
        }
        return names
    }

    /// How many changes wait and why; nil when none waits.
    public var statusLine: String? {
        SyncStatus.line(pending: state.pending.count, failure: lastFailure)
    }

    /// Applies `event` and returns what to do, in order. After ``SyncEvent/stopped``, nothing.
    public mutating func handle(_ event: SyncEvent) -> [SyncAction] {
        guard !isStopped else { return [] }
        switch event {
        case .compared(let library):
            return [.announce(compare(library))]
        case .started:
            return [save()] + next()
        case .created(let items):
            var changed: Set<UUID> = []
            for item in items { changed.insert(enqueue(.create, item)) }
            return [save(), .announce(changed)] + sendNewChange()
        case .renamed(let item):
            rename(item)
            return [save(), .announce([item.uuid])] + sendNewChange()
        case .deleted(let item):
            return [save(), .announce(delete(item))] + sendNewChange()
        case .rootFetched(let result):
            isFetchingRoot = false
            switch result {
            case .success(let root):
                failures = 0
                lastFailure = nil
                return adopt(root) + next()
            case .failure(let error):
                return failed(error)
            }
        case .rootLearned(let root):
            return adopt(root)
        case .sendFinished(let id, let result):
            return finishSending(id, result)
        case .cannotSend(let id, let reason):
            return discard(id, reason)
        case .retryTimerFired:
            retryDelay = nil
            return next()
        case .listed(let folder, let inside, let listing?, let askedAt):
            return merge(listing, into: folder, inside: inside, askedAt: askedAt) + next()
        case .listed(let folder, let inside, nil, let askedAt):
            return folderMissingOnServer(folder, inside: inside, askedAt: askedAt) + next()
        case .saveFailed:
            unsavedConfirmations = Self.confirmationsPerSave
            return []
        case .stopped:
            isStopped = true
            retryDelay = nil
            return [.cancelRetry, save()]
        }
    }

    // MARK: Sending

    /// Sends the head of the queue, if nothing is being sent (the book's `processChanges`).
    private mutating func next() -> [SyncAction] {
        guard inFlight == nil, !isFetchingRoot, let head = state.pending.first else { return [] }
        var actions: [SyncAction] = []
        if isRetryScheduled {
            retryDelay = nil
            actions.append(.cancelRetry)
        }
        guard let root = state.serverRoot else {
            isFetchingRoot = true
            return actions + [.fetchServerRoot]
        }
        inFlight = head.id
        attempted.insert(head.id)
        return actions + [.send(head, parentPath: [root] + head.parentPath.dropFirst())]
    }

    /// After a local change: sends at once, unless the queue waits after a failure; then the change goes
    /// when the retry timer fires, which it sets to fire within ``newChangeRetryDelay`` if it was set for
    /// longer.
    private mutating func sendNewChange() -> [SyncAction] {
        guard let delay = retryDelay else { return next() }
        guard delay > Self.newChangeRetryDelay else { return [] }
        retryDelay = Self.newChangeRetryDelay
        return [.scheduleRetry(after: Self.newChangeRetryDelay)]
    }

    private mutating func finishSending(_ id: Int, _ result: Result<ChangeOutcome, NetworkError>) -> [SyncAction] {
        guard inFlight == id else { return [] }
        inFlight = nil
        guard let head = state.pending.first, head.id == id else { return [] }
        var actions: [SyncAction] = []
        var rolledBack = false
        switch result {
        case .success(.applied),
            .success(.rejected(.itemAlreadyExists)) where head.kind == .create,
            .success(.rejected(.itemNotFound)) where head.kind == .delete,
            .success(.rejected(.parentNotFound)) where head.kind == .delete:
            commit(head)
        case .success(.rejected(let key)):
            actions += rollBack(head, key)
            rolledBack = true
        case .failure(let error):
            return failed(error)
        }
        state.pending.removeFirst()
        note(.dropped([head.id]))
        attempted.remove(head.id)
        failures = 0
        lastFailure = nil
        commits += 1
        if !listingsAskedAt.isEmpty { answeredAt[head.uuid] = commits }
        unsavedConfirmations += 1
        if rolledBack || state.pending.isEmpty || unsavedConfirmations >= Self.confirmationsPerSave {
            actions.append(save())
        }
        return actions + [.announce([head.uuid])] + next()
    }

    /// Records what the server now has after `change`.
    private mutating func commit(_ change: PendingItem) {
        switch change.kind {
        case .create:
            confirm(
                ConfirmedItem(
                    uuid: change.uuid, parent: change.parentPath.last ?? state.localRoot, name: change.name,
                    isFolder: change.isFolder))
        case .update:
            if var item = confirmed[change.uuid] {
                item.name = change.name
                confirm(item)
            }
        case .delete:
            forgetConfirmed(change.uuid)
        }
    }

    /// A failure that leaves the change's fate open: keep it, and try again after a growing delay.
    private mutating func failed(_ error: NetworkError) -> [SyncAction] {
        failures += 1
        lastFailure = error
        let delay = min(Self.maximumRetryDelay, pow(2, Double(failures - 1)))
        retryDelay = delay
        return [.scheduleRetry(after: delay), .announce([])]
    }

    /// The server refused `change` and changed nothing: what to undo here.
    private mutating func rollBack(_ change: PendingItem, _ key: APIErrorKey) -> [SyncAction] {
        switch change.kind {
        case .create:
            let dropped = dropQueued(concerning: change.uuid, keeping: change.id)
            return [.rollBack(change, key, confirmedName: nil), .announce(dropped)]
        case .update:
            return [.rollBack(change, key, confirmedName: confirmed[change.uuid]?.name)]
        case .delete:
            // NB: its audio is gone here; forgetting that the server had it makes the next reload bring it
            // back from the server.
            forgetConfirmed(change.uuid)
            return [.rollBack(change, key, confirmedName: nil)]
        }
    }

    /// The head cannot be sent: it goes, with what was queued for its item, and so does the item here.
    private mutating func discard(_ id: Int, _ reason: String) -> [SyncAction] {
        guard inFlight == id else { return [] }
        inFlight = nil
        guard let head = state.pending.first, head.id == id else { return [] }
        state.pending.removeFirst()
        note(.dropped([head.id]))
        attempted.remove(head.id)
        let dropped = dropQueued(concerning: head.uuid, keeping: nil)
        return [.discard(head, reason: reason), save(), .announce(dropped.union([head.uuid]))] + next()
    }

    /// Takes the server's root; a different root than before is a different library, so nothing the old
    /// one confirmed holds, and every local item is queued for it.
    private mutating func adopt(_ root: UUID) -> [SyncAction] {
        guard state.serverRoot != root else { return [] }
        let wasKnown = state.serverRoot != nil || !confirmed.isEmpty
        state.serverRoot = root
        note(.serverRoot(root, forgetConfirmed: wasKnown))
        guard wasKnown else { return [save()] }
        confirmed = [:]
        return [.compareWithLibrary, save()]
    }

    // MARK: Local changes

    private mutating func rename(_ item: LocalItem) {
        // NB: the item's newest change, a create or rename never sent, takes the new name instead.
        if let index = state.pending.lastIndex(where: { $0.uuid == item.uuid }), isUnsent(state.pending[index]),
            state.pending[index].kind != .delete
        {
            state.pending[index].name = item.name
            note(.renamed(id: state.pending[index].id, name: item.name))
            return
        }
        enqueue(.update, item)
    }

    /// Queues the deletion of `item`; returns the items whose pending state changed.
    mutating func delete(_ item: LocalItem) -> Set<UUID> {
        // NB: the server deletes what is inside a folder with it, so queued changes inside are moot; and
        // an item whose create was never sent is one the server never needs to hear of. A create that was
        // sent (even without an answer) may have landed, so its item is deleted there too.
        let neverSent = state.pending.contains { $0.kind == .create && $0.uuid == item.uuid && isUnsent($0) }
        var changed = dropQueued(concerning: item.uuid, keeping: nil)
        if neverSent, confirmed[item.uuid] == nil { return changed }
        changed.insert(enqueue(.delete, item))
        return changed
    }

    /// Whether `change` was never sent: it may still be merged with later changes.
    private func isUnsent(_ change: PendingItem) -> Bool {
        change.id != inFlight && !attempted.contains(change.id)
    }

    /// Appends a change of `item`; returns its UUID.
    @discardableResult
    mutating func enqueue(_ kind: ChangeKind, _ item: LocalItem) -> UUID {
        let change = PendingItem(
            id: state.nextID, kind: kind, uuid: item.uuid, name: item.name, isFolder: item.isFolder,
            parentPath: item.parentPath)
        state.pending.append(change)
        note(.queued(change))
        state.nextID += 1
        return item.uuid
    }

    /// Removes the queued changes of `uuid` and of everything inside it, except the one in flight and
    /// `keeping`; returns their items.
    mutating func dropQueued(concerning uuid: UUID, keeping: Int?) -> Set<UUID> {
        let dropped = state.pending.filter { $0.concerns(uuid) && $0.id != inFlight && $0.id != keeping }
        guard !dropped.isEmpty else { return [] }
        let ids = Set(dropped.map(\.id))
        state.pending.removeAll { ids.contains($0.id) }
        note(.dropped(dropped.map(\.id)))
        attempted.subtract(ids)
        return Set(dropped.map(\.uuid))
    }

    /// Forgets that the server has `uuid` and what was inside it.
    mutating func forgetConfirmed(_ uuid: UUID) {
        var doomed: Set<UUID> = [uuid]
        var grew = true
        while grew {
            let inside = confirmed.values.filter { doomed.contains($0.parent) && !doomed.contains($0.uuid) }
            grew = !inside.isEmpty
            doomed.formUnion(inside.map(\.uuid))
        }
        let known = doomed.filter { confirmed[$0] != nil }
        guard !known.isEmpty else { return }
        for uuid in known { confirmed[uuid] = nil }
        note(.forgotten(known.sorted { $0.uuidString < $1.uuidString }))
    }

    /// Records that the server has `item`.
    mutating func confirm(_ item: ConfirmedItem) {
        guard confirmed[item.uuid] != item else { return }
        confirmed[item.uuid] = item
        note(.confirmed(item))
    }

    /// Notes a change to the saved part, for the next save.
    private mutating func note(_ change: SyncChange) {
        if case .dropped(let more) = change, case .dropped(let earlier)? = changes.last {
            changes[changes.count - 1] = .dropped(earlier + more)
        } else {
            changes.append(change)
        }
    }

    /// The changes to the saved part since the last call, oldest first, for the journal; they count as
    /// written from here (after a failed write, save the whole of ``saved`` instead).
    public mutating func takeChanges() -> [SyncChange] {
        defer { changes = [] }
        return changes
    }

    // MARK: Listings

    /// Notes that a folder's listing is being asked for now; returns the `askedAt` its
    /// ``SyncEvent/listed(folder:inside:listing:askedAt:)`` must carry. Each call needs one
    /// ``endListing(askedAt:)``, whether or not the listing arrives.
    public mutating func beginListing() -> Int {
        listingsAskedAt.append(commits)
        return commits
    }

    /// Notes that the listing asked for at `askedAt` is over (merged, failed or cancelled), and forgets the
    /// answers no listing still out can predate.
    public mutating func endListing(askedAt: Int) {
        if let index = listingsAskedAt.firstIndex(of: askedAt) { listingsAskedAt.remove(at: index) }
        guard let oldest = listingsAskedAt.min() else {
            answeredAt = [:]
            return
        }
        answeredAt = answeredAt.filter { $0.value > oldest }
    }

    /// The save action; the confirmations count as saved from here.
    mutating func save() -> SyncAction {
        unsavedConfirmations = 0
        return .save
    }
}
