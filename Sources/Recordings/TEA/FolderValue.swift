public import Foundation
public import RecordingsCore

/// A folder and everything in it as a value (the book's TEA `Folder` struct); see ``RecordingValue``
/// for why the TEA app keeps values.
public struct FolderValue: Codable, Hashable, Sendable {
    /// The folder's name; empty for the root.
    public var name: String
    /// The folder's identity.
    public var uuid: UUID
    /// The folder's items, in the store's order (sorted by name).
    public var items: [ItemValue]

    /// Creates a folder value (the book's `Folder(name:uuid:items:)`).
    public init(name: String, uuid: UUID, items: [ItemValue] = []) {
        self.name = name
        self.uuid = uuid
        self.items = items
    }

    /// A snapshot of `folder` and its whole subtree.
    ///
    /// - Complexity: O(*n*) for *n* items in the subtree.
    @MainActor
    public init(_ folder: Folder) {
        self.init(
            name: folder.name, uuid: folder.uuid,
            items: folder.contents.map(ItemValue.init))
    }

    /// The item with `uuid` in this folder's subtree (this folder included), found depth first.
    public func find(uuid: UUID) -> ItemValue? {
        if uuid == self.uuid { return .folder(self) }
        for item in items {
            switch item {
            case .recording(let recording) where recording.uuid == uuid: return item
            case .folder(let folder):
                if let found = folder.find(uuid: uuid) { return found }
            case .recording: continue
            }
        }
        return nil
    }

    /// The newest version of `folder` in this subtree (the book's recursive `find`), or nil when it is
    /// gone.
    public func find(_ folder: FolderValue) -> FolderValue? {
        guard case .folder(let found)? = find(uuid: folder.uuid) else { return nil }
        return found
    }

    /// The newest version of `recording` in this subtree, or nil when it is gone.
    public func find(_ recording: RecordingValue) -> RecordingValue? {
        guard case .recording(let found)? = find(uuid: recording.uuid) else { return nil }
        return found
    }
}
