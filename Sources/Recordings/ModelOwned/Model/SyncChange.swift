public import Foundation

/// One change to the model-owned client's saved state (``SyncState``), as a record of `sync.journal`: the
/// queue (``SyncQueue``) notes each change to what it saves, and ``SyncStateFile`` appends them, so saving
/// a change costs the change, not the queue.
///
/// Replaying a snapshot's changes in order gives the state the queue held in memory when they were saved.
public enum SyncChange: Codable, Equatable, Sendable {
    /// A change went to the end of the queue (the next id follows it).
    case queued(PendingItem)
    /// The queued change `id`, never sent, takes a new name.
    case renamed(id: Int, name: String)
    /// These queued changes left the queue (answered, merged away, discarded).
    case dropped([Int])
    /// The server has this item (added or renamed there).
    case confirmed(ConfirmedItem)
    /// The server no longer has these items.
    case forgotten([UUID])
    /// The server's root is `root`; `forgetConfirmed`: it is another library, so nothing confirmed holds.
    case serverRoot(UUID, forgetConfirmed: Bool)
}
