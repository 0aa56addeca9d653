public import Foundation

/// A folder as the last request showed it (the controller-owned variant's `Folder`): a struct, because
/// it is a snapshot from the server that changes only when asked again. It is view state: the folder
/// screen that shows it owns it; nothing else knows about it.
public struct Folder: Equatable, Sendable {
    /// Where the contents are in their loading.
    public enum State: Equatable, Sendable {
        /// Never asked for.
        case unloaded
        /// A request is under way.
        case loading
        /// The contents are the server's as of the last answer.
        case loaded
    }

    /// The folder's identity.
    public var uuid: UUID
    /// Its name (empty for the root).
    public var name: String
    /// The server's UUID path of the folder, root first; empty for the root before the server said which
    /// it is.
    public var path: [UUID]
    /// Where its contents are in their loading.
    public var state: State = .unloaded
    /// Its items as the last answer listed them, by name.
    public var contents: [Item] = []

    /// Creates an unloaded folder.
    public init(uuid: UUID, name: String, path: [UUID]) {
        self.uuid = uuid
        self.name = name
        self.path = path
    }

    /// The root, before the server said which UUID it has.
    public static var unknownRoot: Folder { Folder(uuid: UUID(), name: "", path: []) }

    /// Whether this is the root folder.
    public var isRoot: Bool { path.count <= 1 }
}
