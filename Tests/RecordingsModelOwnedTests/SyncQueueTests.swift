import Foundation
import RecordingsCore
import RecordingsModelOwned
import RecordingsRemote
import Services
import Testing

/// The model-owned queue's rules without I/O: events in, actions out.
@Suite struct SyncQueueTests {
    let root = UUID()
    let serverRoot = UUID()
    let url = URL(string: "http://127.0.0.1:8081/")!
    var unreachable: NetworkError { .unreachable(url: url, reason: "offline") }

    /// A queue that knows the server's root (or not), with `confirmed` items.
    func queue(rootKnown: Bool = true, confirmed: [ConfirmedItem] = []) -> SyncQueue {
        var state = SyncState(server: url.absoluteString, localRoot: root)
        if rootKnown { state.serverRoot = serverRoot }
        state.confirmed = confirmed
        return SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: false)
    }

    func folder(_ name: String, in parentPath: [UUID]? = nil) -> LocalItem {
        LocalItem(uuid: UUID(), name: name, isFolder: true, parentPath: parentPath ?? [root])
    }

    func sent(_ actions: [SyncAction]) -> [String] {
        actions.compactMap {
            if case .send(let change, _) = $0 { "\(change.kind.rawValue) \(change.name)" } else { nil }
        }
    }

    func retryDelay(_ actions: [SyncAction]) -> TimeInterval? {
        actions.lazy.compactMap { if case .scheduleRetry(let delay) = $0 { delay } else { nil } }.first
    }

    func queued(_ queue: SyncQueue) -> [String] {
        queue.pending.map { "\($0.kind.rawValue) \($0.name)" }
    }

    /// The id of the change in flight.
    func head(_ queue: SyncQueue) throws -> Int {
        try #require(queue.inFlight)
    }

    // MARK: Order

    @Test func changesAreSavedAndSentInOrderOneAtATime() throws {
        var queue = queue()
        let a = folder("A")
        let b = folder("B")
        let first = queue.handle(.created([a]))
        let change = PendingItem(id: 1, kind: .create, uuid: a.uuid, name: "A", isFolder: true, parentPath: [root])
        #expect(first == [.save, .announce([a.uuid]), .send(change, parentPath: [serverRoot])])
        #expect(sent(queue.handle(.created([b]))).isEmpty, "one change in flight at a time")
        let after = queue.handle(.sendFinished(id: 1, .success(.applied)))
        #expect(sent(after) == ["create B"], "first in, first out")
        #expect(queued(queue) == ["create B"])
        #expect(queue.confirmed[a.uuid]?.name == "A")
    }

    @Test func aFolderAddedWithContentsIsQueuedParentsFirst() {
        var queue = queue()
        let parent = folder("Parent")
        let child = folder("Child", in: parent.path)
        let grandchild = LocalItem(uuid: UUID(), name: "Take", isFolder: false, parentPath: child.path)
        _ = queue.handle(.created([parent, child, grandchild]))
        #expect(queued(queue) == ["create Parent", "create Child", "create Take"])
    }

    @Test func withoutTheServersRootItIsAskedForFirst() {
        var queue = queue(rootKnown: false)
        let a = folder("A")
        #expect(queue.handle(.created([a])).last == .fetchServerRoot)
        #expect(queue.handle(.created([folder("B")])).contains(.fetchServerRoot) == false, "asked once")
        let after = queue.handle(.rootFetched(.success(serverRoot)))
        #expect(after.first == .save, "the root is saved")
        #expect(sent(after) == ["create A"])
        #expect(queue.serverRoot == serverRoot)
    }

    // MARK: Merging changes never sent

    @Test func aRenameOfAChangeNeverSentRenamesItAndOneSentIsQueued() throws {
        var queue = queue()
        var a = folder("A")
        var b = folder("B")
        _ = queue.handle(.created([a]))
        _ = queue.handle(.created([b]))
        b.name = "B2"
        #expect(queue.handle(.renamed(b)).contains(.announce([b.uuid])))
        #expect(queued(queue) == ["create A", "create B2"], "the queued create takes the new name")
        a.name = "A2"
        _ = queue.handle(.renamed(a))
        #expect(queued(queue) == ["create A", "create B2", "update A2"], "the create in flight keeps its name")
        #expect(queue.pendingChange(of: a.uuid) == .update)
    }

    @Test func aChangeSentOnceIsNeverMergedAndItsDeletionIsSent() throws {
        var queue = queue()
        var a = folder("A")
        _ = queue.handle(.created([a]))
        _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        a.name = "A2"
        _ = queue.handle(.renamed(a))
        #expect(queued(queue) == ["create A", "update A2"], "the create may have landed: the rename stays apart")
        #expect(sent(queue.handle(.retryTimerFired)) == ["create A"])
        _ = queue.handle(.deleted(a))
        #expect(
            queued(queue) == ["create A", "delete A2"],
            "the rename goes; the create, sent again and in flight, may land, so the server hears of the deletion")
    }

    @Test func aDeletionDropsACreateSentOnceButNotInFlightAndIsSent() throws {
        var queue = queue()
        let a = folder("A")
        _ = queue.handle(.created([a]))
        _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        _ = queue.handle(.deleted(a))
        #expect(queued(queue) == ["delete A"], "the create may have landed, so the deletion goes; the create need not")
        #expect(sent(queue.handle(.retryTimerFired)) == ["delete A"])
    }

    @Test func deletingAnItemWhoseCreateWasNeverSentForgetsBoth() {
        var queue = queue()
        let x = folder("X")
        let a = folder("A")
        _ = queue.handle(.created([x]))
        _ = queue.handle(.created([a]))
        let actions = queue.handle(.deleted(a))
        #expect(queued(queue) == ["create X"])
        #expect(actions.contains(.announce([a.uuid])))
    }

    @Test func deletingAFolderDropsWhatWasQueuedInsideButNotTheChangeInFlight() throws {
        var queue = queue()
        let parent = folder("Parent")
        _ = queue.handle(.created([parent]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        let inside = folder("Inside", in: parent.path)
        _ = queue.handle(.created([inside]))
        _ = queue.handle(.created([folder("Also Inside", in: parent.path)]))
        _ = queue.handle(.deleted(parent))
        #expect(queued(queue) == ["create Inside", "delete Parent"])
        #expect(queue.pendingDeletions(inFolder: root) == ["Parent"])
    }

    // MARK: Failures and the backoff

    @Test func aFailureKeepsTheChangeAndTheTimerSendsItAgain() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        let failed = queue.handle(.sendFinished(id: try head(queue), .failure(.status(url: url, code: 500))))
        #expect(failed == [.scheduleRetry(after: 1), .announce([])])
        #expect(queued(queue) == ["create A"])
        #expect(queue.statusLine == "1 change waiting for the server (the server answered 500; retrying)")
        #expect(sent(queue.handle(.retryTimerFired)) == ["create A"])
    }

    @Test func theBackoffDoublesUpToItsCeiling() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        var delays: [TimeInterval] = []
        for _ in 1...7 {
            delays.append(
                try #require(retryDelay(queue.handle(.sendFinished(id: try head(queue), .failure(unreachable))))))
            _ = queue.handle(.retryTimerFired)
        }
        #expect(delays == [1, 2, 4, 8, 16, 30, 30])
    }

    @Test func theBackoffStartsAfreshAfterAConfirmedChange() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        _ = queue.handle(.created([folder("B")]))
        for _ in 1...5 {
            _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
            _ = queue.handle(.retryTimerFired)
        }
        #expect(queue.failures == 5)
        let landed = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        #expect(sent(landed) == ["create B"])
        #expect(queue.statusLine == "1 change waiting for the server", "the failure is no longer the reason")
        let failedAgain = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        #expect(retryDelay(failedAgain) == 1, "fail, land, fail again waits 1 s, not the longest backoff")
    }

    @Test func theBackoffStartsAfreshWhenTheServersRootArrives() throws {
        var queue = queue(rootKnown: false)
        _ = queue.handle(.created([folder("A")]))
        #expect(retryDelay(queue.handle(.rootFetched(.failure(unreachable)))) == 1)
        _ = queue.handle(.retryTimerFired)
        #expect(retryDelay(queue.handle(.rootFetched(.failure(unreachable)))) == 2)
        _ = queue.handle(.retryTimerFired)
        _ = queue.handle(.rootFetched(.success(serverRoot)))
        #expect(retryDelay(queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))) == 1)
    }

    @Test func aNewChangeAfterAFailureGoesWhenTheTimerFiresNotAtOnce() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        let b = folder("B")
        let actions = queue.handle(.created([b]))
        #expect(actions == [.save, .announce([b.uuid])], "no request, and the 1 s wait stays as it is")
        #expect(queue.isRetryScheduled)
        #expect(sent(queue.handle(.retryTimerFired)) == ["create A"], "the head goes first")
    }

    @Test func aNewChangeCutsALongBackoffToASecondOnce() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        for _ in 1...4 {
            _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
            _ = queue.handle(.retryTimerFired)
        }
        #expect(retryDelay(queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))) == 16)
        let first = queue.handle(.created([folder("B")]))
        #expect(retryDelay(first) == SyncQueue.newChangeRetryDelay)
        #expect(sent(first).isEmpty)
        let second = queue.handle(.renamed(folder("C")))
        #expect(retryDelay(second) == nil, "the timer is already due within a second")
        #expect(sent(second).isEmpty)
        #expect(sent(queue.handle(.retryTimerFired)) == ["create A"])
        #expect(queue.failures == 5, "the backoff goes on from where it was if this attempt fails too")
    }

    @Test func aNewChangeSendsAtOnceWhenNoFailureHoldsTheQueue() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        _ = queue.handle(.retryTimerFired)
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        #expect(queue.isRetryScheduled == false)
        #expect(sent(queue.handle(.created([folder("B")]))) == ["create B"])
    }

    @Test func aListingSendsAtOnceInsteadOfWaitingForTheTimer() throws {
        var queue = queue()
        _ = queue.handle(.created([folder("A")]))
        _ = queue.handle(.sendFinished(id: try head(queue), .failure(unreachable)))
        let home = LocalItem(uuid: root, name: "Recordings", isFolder: true, parentPath: [])
        let actions = queue.handle(.listed(folder: home, inside: [], listing: [], askedAt: queue.commits))
        #expect(sent(actions) == ["create A"])
    }

    // MARK: Refusals

    @Test func aRefusedCreateIsRolledBackWithWhatWasQueuedInside() throws {
        var queue = queue()
        let parent = folder("Parent")
        let child = folder("Child", in: parent.path)
        _ = queue.handle(.created([parent]))
        _ = queue.handle(.created([child]))
        let refused = queue.pending[0]
        let actions = queue.handle(.sendFinished(id: try head(queue), .success(.rejected(.parentNotFound))))
        #expect(actions.first == .rollBack(refused, .parentNotFound, confirmedName: nil))
        #expect(actions.contains(.save), "a rollback is saved at once")
        #expect(queue.pending.isEmpty)
        #expect(queue.confirmed[parent.uuid] == nil)
    }

    @Test func aRefusedRenameGoesBackToTheConfirmedName() throws {
        var queue = queue()
        var a = folder("A")
        _ = queue.handle(.created([a]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        a.name = "Bad"
        _ = queue.handle(.renamed(a))
        let refused = queue.pending[0]
        let actions = queue.handle(.sendFinished(id: try head(queue), .success(.rejected(.malformedChangeObject))))
        #expect(actions.first == .rollBack(refused, .malformedChangeObject, confirmedName: "A"))
        #expect(queue.confirmed[a.uuid]?.name == "A")
    }

    @Test func refusalsThatMeanTheServerHasItAlreadyCountAsConfirmed() throws {
        var queue = queue()
        let a = folder("A")
        _ = queue.handle(.created([a]))
        let created = queue.handle(.sendFinished(id: try head(queue), .success(.rejected(.itemAlreadyExists))))
        #expect(!created.contains { if case .rollBack = $0 { true } else { false } })
        #expect(queue.confirmed[a.uuid] != nil)
        _ = queue.handle(.deleted(a))
        let deleted = queue.handle(.sendFinished(id: try head(queue), .success(.rejected(.itemNotFound))))
        #expect(!deleted.contains { if case .rollBack = $0 { true } else { false } })
        #expect(queue.confirmed[a.uuid] == nil)
        #expect(queue.pending.isEmpty)
    }

    @Test func anUnsendableChangeIsDiscardedAndTheQueueGoesOn() throws {
        var queue = queue()
        let take = LocalItem(uuid: UUID(), name: "Take", isFolder: false, parentPath: [root])
        _ = queue.handle(.created([take]))
        _ = queue.handle(.created([folder("After")]))
        let dropped = queue.pending[0]
        let actions = queue.handle(.cannotSend(id: try head(queue), reason: "no file"))
        #expect(actions.first == .discard(dropped, reason: "no file"))
        #expect(sent(actions) == ["create After"])
    }

    // MARK: Saving

    @Test func confirmationsAreSavedInBatchesAndWhenTheQueueEmpties() throws {
        var queue = queue()
        for index in 1...30 {
            #expect(queue.handle(.created([folder("F\(index)")])).first == .save, "every local change is saved")
        }
        var savedAfter: [Int] = []
        for index in 1...30 {
            let actions = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
            if actions.contains(.save) { savedAfter.append(index) }
        }
        #expect(savedAfter == [SyncQueue.confirmationsPerSave, 30])
        #expect(queue.saved.confirmed.count == 30)
    }

    @Test func aSaveThatFailedIsTriedAgainAtTheNextConfirmation() throws {
        var queue = queue()
        for index in 1...3 { _ = queue.handle(.created([folder("F\(index)")])) }
        #expect(!queue.handle(.sendFinished(id: try head(queue), .success(.applied))).contains(.save))
        #expect(queue.handle(.saveFailed).isEmpty)
        #expect(
            queue.handle(.sendFinished(id: try head(queue), .success(.applied))).contains(.save),
            "the confirmations the failed save held are saved with the next one")
        #expect(!queue.handle(.created([folder("F4")])).isEmpty)
        #expect(!queue.handle(.sendFinished(id: try head(queue), .success(.applied))).contains(.save))
    }

    // MARK: Listings

    @Test func aListingMergesTheServersChangesWithLocalPendingOnes() throws {
        var queue = queue()
        let kept = folder("Kept")
        let gone = folder("Gone")
        let deletedHere = folder("Deleted Here")
        for item in [kept, gone, deletedHere] {
            _ = queue.handle(.created([item]))
            _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        }
        let askedAt = queue.commits
        let local = folder("Local")
        _ = queue.handle(.created([local]))  // in flight: the server has not listed it yet
        _ = queue.handle(.deleted(deletedHere))  // queued behind it
        let theirs = RemoteItem(name: "Theirs", uuid: UUID(), isFolder: false)
        let home = LocalItem(uuid: root, name: "Recordings", isFolder: true, parentPath: [])
        let listing = [
            RemoteItem(name: "Kept Renamed", uuid: kept.uuid, isFolder: true), theirs,
            RemoteItem(name: "Deleted Here", uuid: deletedHere.uuid, isFolder: true),
        ]
        let actions = queue.handle(
            .listed(folder: home, inside: [kept, gone, local], listing: listing, askedAt: askedAt))
        #expect(actions.contains(.removeLocally(gone.uuid)), "deleted on the server, gone here")
        #expect(actions.contains(.renameLocally(kept.uuid, name: "Kept Renamed")), "renamed on the server")
        #expect(actions.contains(.addLocally(theirs, folder: root)), "new on the server")
        #expect(!actions.contains(.removeLocally(local.uuid)), "a local create stays")
        #expect(
            !actions.contains {
                if case .addLocally(let item, _) = $0 { item.uuid == deletedHere.uuid } else { false }
            },
            "a locally deleted item does not come back")
        #expect(queued(queue) == ["create Local", "delete Deleted Here"])
        #expect(queue.confirmed[gone.uuid] == nil)
        #expect(queue.confirmed[theirs.uuid] != nil)
    }

    @Test func aListingKeepsAPendingRename() throws {
        var queue = queue()
        var mine = folder("Old")
        _ = queue.handle(.created([mine]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        _ = queue.handle(.created([folder("Busy")]))  // keeps the rename from going at once
        mine.name = "Mine"
        _ = queue.handle(.renamed(mine))
        let home = LocalItem(uuid: root, name: "Recordings", isFolder: true, parentPath: [])
        let listing = [RemoteItem(name: "Theirs", uuid: mine.uuid, isFolder: true)]
        let actions = queue.handle(.listed(folder: home, inside: [mine], listing: listing, askedAt: queue.commits))
        #expect(!actions.contains(.renameLocally(mine.uuid, name: "Theirs")), "a local rename wins")
    }

    @Test func aListingThatPredatesAnAnswerSaysNothingAboutItsItem() throws {
        var queue = queue()
        let fresh = folder("Fresh")
        let home = LocalItem(uuid: root, name: "Recordings", isFolder: true, parentPath: [])
        let askedAt = queue.beginListing()
        _ = queue.handle(.created([fresh]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        let actions = queue.handle(.listed(folder: home, inside: [fresh], listing: [], askedAt: askedAt))
        #expect(!actions.contains(.removeLocally(fresh.uuid)), "not taken for an item deleted on the server")
        #expect(queue.confirmed[fresh.uuid] != nil)
        #expect(queue.pending.isEmpty)
    }

    @Test func aFolderTheServerNoLongerHasGoesAndOneItNeverHadIsQueued() throws {
        var queue = queue()
        let known = folder("Known")
        _ = queue.handle(.created([known]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        let removed = queue.handle(.listed(folder: known, inside: [], listing: nil, askedAt: queue.commits))
        #expect(removed.contains(.removeLocally(known.uuid)))
        let never = folder("Never Sent")
        let inside = folder("Inside", in: never.path)
        let queuedNow = queue.handle(.listed(folder: never, inside: [inside], listing: nil, askedAt: queue.commits))
        #expect(queued(queue) == ["create Never Sent", "create Inside"])
        #expect(sent(queuedNow) == ["create Never Sent"])
    }

    @Test func answeredAtKeepsOnlyAnswersAListingStillOutMayPredate() throws {
        var queue = queue()
        for index in 0..<100 {
            _ = queue.handle(.created([folder("F\(index)")]))
            _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        }
        #expect(queue.answeredAt.isEmpty, "no listing is out: a later one shows every answer")
        let first = queue.beginListing()
        let a = folder("A")
        _ = queue.handle(.created([a]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        let second = queue.beginListing()
        let b = folder("B")
        _ = queue.handle(.created([b]))
        _ = queue.handle(.sendFinished(id: try head(queue), .success(.applied)))
        #expect(Set(queue.answeredAt.keys) == [a.uuid, b.uuid])
        queue.endListing(askedAt: first)
        #expect(Set(queue.answeredAt.keys) == [b.uuid], "only what the second listing may predate")
        queue.endListing(askedAt: second)
        #expect(queue.answeredAt.isEmpty)
        #expect(queue.listingsAskedAt.isEmpty)
    }

    // MARK: What a save writes

    @Test func theChangesTakenForEachSaveReplayToTheSavedState() throws {
        var queue = queue()
        let start = queue.saved
        var journal: [SyncChange] = []
        func step(_ event: SyncEvent) {
            _ = queue.handle(event)
            journal += queue.takeChanges()
        }
        let a = folder("A")
        var b = folder("B")
        let c = folder("C")
        let inside = folder("Inside", in: a.path)
        step(.created([a, inside]))
        step(.created([b]))
        step(.created([c]))
        b.name = "B2"
        step(.renamed(b))
        step(.sendFinished(id: try head(queue), .success(.applied)))
        step(.sendFinished(id: try head(queue), .success(.applied)))
        step(.deleted(c))
        step(.sendFinished(id: try head(queue), .success(.rejected(.itemNotFound))))
        let home = LocalItem(uuid: root, name: "Recordings", isFolder: true, parentPath: [])
        let theirs = RemoteItem(name: "Theirs", uuid: UUID(), isFolder: true)
        step(
            .listed(
                folder: home, inside: [a, inside, b],
                listing: [RemoteItem(name: "A", uuid: a.uuid, isFolder: true), theirs],
                askedAt: queue.commits))
        step(.deleted(a))
        step(.rootFetched(.success(UUID())))
        var replayed = start
        SyncStateFile.replay(journal, into: &replayed)
        #expect(replayed == queue.saved)
        #expect(queue.takeChanges().isEmpty)
    }

    // MARK: The comparison at start

    @Test func theComparisonQueuesWhatNeverReachedTheQueue() {
        let renamed = UUID()
        let deleted = UUID()
        var queue = queue(confirmed: [
            ConfirmedItem(uuid: renamed, parent: root, name: "Before", isFolder: true),
            ConfirmedItem(uuid: deleted, parent: root, name: "Deleted", isFolder: false),
        ])
        let new = folder("New")
        let library = [
            LocalItem(uuid: renamed, name: "After", isFolder: true, parentPath: [root]),
            new, folder("Inside New", in: new.path),
        ]
        _ = queue.handle(.compared(library))
        #expect(queued(queue) == ["update After", "create New", "create Inside New", "delete Deleted"])
        _ = queue.handle(.compared(library))
        #expect(queue.pending.count == 4, "a second comparison finds nothing new")
    }

    @Test func theComparisonDeletesWhatWasQueuedForAnItemGoneHere() {
        // A folder with one inside it, and a second folder, queued and saved; then both folders were deleted
        // here and the deletes' record was lost (a power cut before the queue's sync). Loaded again, every
        // queued change counts as sent, so each create may have landed on the server.
        let outer = folder("Outer")
        let inner = folder("Inner", in: outer.path)
        let other = folder("Other")
        let kept = folder("Kept")
        var state = SyncState(server: url.absoluteString, localRoot: root)
        state.serverRoot = serverRoot
        state.pending = [outer, inner, other, kept].enumerated().map { index, item in
            PendingItem(
                id: index + 1, kind: .create, uuid: item.uuid, name: item.name, isFolder: true,
                parentPath: item.parentPath)
        }
        state.nextID = 5
        var queue = SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: false)
        let changed = queue.handle(.compared([kept]))
        #expect(queued(queue) == ["create Kept", "delete Outer", "delete Other"], "the outermost only, once each")
        #expect(changed == [.announce([outer.uuid, inner.uuid, other.uuid])])
        _ = queue.handle(.compared([kept]))
        #expect(queue.pending.count == 3, "a second comparison finds nothing new")
    }

    @Test func theComparisonDropsAnUnsentCreateOfAnItemGoneHere() {
        var queue = queue()
        let gone = folder("Gone")
        let kept = folder("Kept")
        _ = queue.handle(.created([kept]))
        _ = queue.handle(.created([gone]))
        _ = queue.handle(.compared([kept]))
        #expect(queued(queue) == ["create Kept"], "a create never sent needs no delete")
    }

    @Test func anotherServerOrANewLibraryForgetsWhatWasConfirmed() {
        var state = SyncState(server: "http://elsewhere/", localRoot: root)
        state.confirmed = [ConfirmedItem(uuid: UUID(), parent: root, name: "A", isFolder: true)]
        state.serverRoot = serverRoot
        #expect(
            SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: false).confirmed.isEmpty
        )
        state.server = url.absoluteString
        #expect(
            SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: true).confirmed.isEmpty)
        #expect(
            SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: false).confirmed.count
                == 1)
    }

    @Test func aNewServerRootComparesTheLibraryAgain() {
        var queue = queue(confirmed: [ConfirmedItem(uuid: UUID(), parent: root, name: "A", isFolder: true)])
        #expect(queue.handle(.rootLearned(UUID())) == [.compareWithLibrary, .save])
        #expect(queue.confirmed.isEmpty)
    }

    @Test func queuedChangesFoundAtLaunchCountAsSent() {
        var state = SyncState(server: url.absoluteString, localRoot: root)
        state.serverRoot = serverRoot
        let a = folder("A")
        state.pending = [PendingItem(id: 1, kind: .create, uuid: a.uuid, name: "A", isFolder: true, parentPath: [root])]
        state.nextID = 2
        var queue = SyncQueue(loaded: state, server: url.absoluteString, localRoot: root, isNewLibrary: false)
        _ = queue.handle(.deleted(a))
        #expect(queued(queue) == ["delete A"], "the saved create may have landed before the crash")
    }

    // MARK: Stopping

    @Test func afterStoppingNothingHappens() {
        var queue = queue()
        #expect(queue.handle(.stopped) == [.cancelRetry, .save])
        #expect(queue.handle(.created([folder("A")])).isEmpty)
        #expect(queue.pending.isEmpty)
    }
}
