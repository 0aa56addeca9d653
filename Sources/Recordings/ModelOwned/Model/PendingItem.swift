public import Foundation
public import RecordingsRemote

/// One local change the server has not confirmed yet (the book's `PendingItem`): what to send, captured
/// when the change was made, so the queue replays the changes in the order they happened.
public struct PendingItem: Codable, Equatable, Sendable {
    /// The change's place in the queue; unique for the life of the library.
    public var id: Int
    /// Create, rename (update) or delete.
    public var kind: ChangeKind
    /// The item changed.
    public var uuid: UUID
    /// Its name at the time of the change (a create's or rename's new name).
    public var name: String
    /// Whether it is a folder.
    public var isFolder: Bool
    /// The local UUID path of its folder, root first (the server's root replaces the first when sent).
    public var parentPath: [UUID]

    /// Creates a pending change.
    public init(id: Int, kind: ChangeKind, uuid: UUID, name: String, isFolder: Bool, parentPath: [UUID]) {
        self.id = id
        self.kind = kind
        self.uuid = uuid
        self.name = name
        self.isFolder = isFolder
        self.parentPath = parentPath
    }

    /// Whether the change concerns `uuid` or something inside it.
    func concerns(_ uuid: UUID) -> Bool {
        self.uuid == uuid || parentPath.contains(uuid)
    }
}
