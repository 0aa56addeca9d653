public import Foundation
public import RecordingsRemote

/// What the sync queue (``SyncQueue``) asks its runner (``LibraryWebservice``) to do, in order: requests,
/// the timer, the saved state, the store, the person and the screens.
public enum SyncAction: Equatable, Sendable {
    /// Ask the server for its root folder; answer with ``SyncEvent/rootFetched(_:)``.
    case fetchServerRoot
    /// Send `change` to the server's folder `parentPath`; answer with ``SyncEvent/sendFinished(id:_:)``, or
    /// ``SyncEvent/cannotSend(id:reason:)`` when it cannot be built.
    case send(PendingItem, parentPath: [UUID])
    /// Fire ``SyncEvent/retryTimerFired`` after `delay` seconds, replacing a timer already set.
    case scheduleRetry(after: TimeInterval)
    /// Cancel the retry timer.
    case cancelRetry
    /// Write ``SyncQueue/saved`` to `sync.json`.
    case save
    /// Tell the screens that the pending state of these items (and the status line) changed.
    case announce(Set<UUID>)
    /// Answer with ``SyncEvent/compared(_:)`` for the library as it is now.
    case compareWithLibrary
    /// The server refused `change` and changed nothing: undo it here (a create removed, a rename back to
    /// `confirmedName` when known; a deletion comes back with the next reload) and tell the person.
    case rollBack(PendingItem, APIErrorKey, confirmedName: String?)
    /// `change` cannot be sent (``SyncEvent/cannotSend(id:reason:)``) and was dropped: remove its item here
    /// and tell the person.
    case discard(PendingItem, reason: String)
    /// The item was deleted on the server: remove it here, without queueing the removal.
    case removeLocally(UUID)
    /// The server has an item this folder lacks: add it here, without queueing it.
    case addLocally(RemoteItem, folder: UUID)
    /// The server renamed the item: rename it here, without queueing the rename.
    case renameLocally(UUID, name: String)
}
