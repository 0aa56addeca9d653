public import Foundation

/// A recording as a folder's listing showed it: a value, like ``Folder``.
public struct Recording: Equatable, Sendable {
    /// Its identity; the server streams its audio by it.
    public var uuid: UUID
    /// Its name.
    public var name: String
    /// The server's UUID path of its folder, root first.
    public var parentPath: [UUID]

    /// Creates a recording.
    public init(uuid: UUID, name: String, parentPath: [UUID]) {
        self.uuid = uuid
        self.name = name
        self.parentPath = parentPath
    }
}
