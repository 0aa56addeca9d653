public import Foundation

/// What the server is known to have for one item: the last state it confirmed or listed. The sync
/// compares the store with these to find local changes that never reached the queue (a crash between the
/// store's save and the queue's, a library edited by another pattern offline) and changes made on the
/// server by others.
public struct ConfirmedItem: Codable, Equatable, Sendable {
    /// The item.
    public var uuid: UUID
    /// Its folder, by local UUID (the local root for the root's items).
    public var parent: UUID
    /// Its name on the server.
    public var name: String
    /// Whether it is a folder.
    public var isFolder: Bool

    /// Creates a confirmed item.
    public init(uuid: UUID, parent: UUID, name: String, isFolder: Bool) {
        self.uuid = uuid
        self.parent = parent
        self.name = name
        self.isFolder = isFolder
    }
}
