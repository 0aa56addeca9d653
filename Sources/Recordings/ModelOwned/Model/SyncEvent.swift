public import Foundation
public import RecordingsRemote
public import Services

/// What happened, as the sync queue (``SyncQueue``) is told: a local change, an answer of the server, the
/// retry timer, a folder's listing.
public enum SyncEvent: Equatable, Sendable {
    /// The library's items, parents first, to compare with what the queue holds and the server confirmed:
    /// local changes that never reached the queue are queued (a process that died between the document's
    /// save and the queue's, another pattern editing the library offline).
    case compared([LocalItem])
    /// The sync starts (after ``compared(_:)``): the queue is saved and its head sent.
    case started
    /// An item was added here: it and everything inside it, parents first.
    case created([LocalItem])
    /// An item was renamed here.
    case renamed(LocalItem)
    /// An item was deleted here.
    case deleted(LocalItem)
    /// The server's answer to ``SyncAction/fetchServerRoot``.
    case rootFetched(Result<UUID, NetworkError>)
    /// A folder's listing named the server's root.
    case rootLearned(UUID)
    /// The server's answer to ``SyncAction/send(_:parentPath:)`` of the change `id`.
    case sendFinished(id: Int, Result<ChangeOutcome, NetworkError>)
    /// The change `id` could not be sent at all (a new recording whose audio file is gone).
    case cannotSend(id: Int, reason: String)
    /// The retry timer of ``SyncAction/scheduleRetry(after:)`` fired.
    case retryTimerFired
    /// The server answered a listing of `folder` (nil: it has no such folder) that was asked for when
    /// ``SyncQueue/commits`` was `askedAt`; `inside` is everything inside the folder here, parents first.
    case listed(folder: LocalItem, inside: [LocalItem], listing: [RemoteItem]?, askedAt: Int)
    /// The last ``SyncAction/save`` could not be written: the confirmations it held count as unsaved
    /// again, so the next confirmation saves.
    case saveFailed
    /// The sync stops for good.
    case stopped
}
