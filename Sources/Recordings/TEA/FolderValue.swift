public import Foundation
public import RecordingsCore
public import Services

/// A folder and everything in it as a value (the book's TEA `Folder` struct); see ``RecordingValue``
/// for why the TEA app keeps values.
public struct FolderValue: Codable, Hashable, Sendable {
    /// The folder's name; empty for the root.
    public var name: String
    /// The folder's identity.
    public var uuid: UUID
    /// The folder's items, in the store's order (sorted by name).
    ///
    /// NB: the book keeps an array. A chunked array is a value too, but a version of it that differs by a
    /// few items from the last shares every other chunk with it: a change to a folder of 100,000 items
    /// copies a few hundred of them, not the folder, and the table diffs the two versions over the
    /// chunks they do not share (see `ChunkedArray`).
    public var items: ChunkedArray<ItemValue>

    /// Creates a folder value (the book's `Folder(name:uuid:items:)`).
    public init(name: String, uuid: UUID, items: [ItemValue] = []) {
        self.init(name: name, uuid: uuid, items: ChunkedArray(items))
    }

    /// Creates a folder value holding `items`, shared with the array given.
    public init(name: String, uuid: UUID, items: ChunkedArray<ItemValue>) {
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
            items: ChunkedArray(folder.contents.map(ItemValue.init)))
    }

    /// Whether this value is a snapshot of `folder` as it is now (what ``init(_:)`` would make of it: the
    /// same name, identity and items, all the way down), found by a walk that copies nothing.
    @MainActor
    public func isSnapshot(of folder: Folder) -> Bool {
        guard uuid == folder.uuid, name == folder.name, items.count == folder.contents.count else { return false }
        for (value, item) in zip(items, folder.contents) {
            switch value {
            case .folder(let child):
                guard let folder = item as? Folder, child.isSnapshot(of: folder) else { return false }
            case .recording(let recording):
                guard !(item is Folder), recording.uuid == item.uuid, recording.name == item.name else { return false }
            }
        }
        return true
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

    /// The index of the item with `uuid` if it is where the sorted order puts `name`: the items are sorted
    /// by name (the store's order), so this is a binary search; nil when the item is not named `name`
    /// (renamed since) or not here.
    ///
    /// - Complexity: O(log *n*), plus the items named alike.
    func sortedIndex(ofItemWithUUID uuid: UUID, named name: String) -> Int? {
        items.sortedIndex(ofUUID: uuid, named: name, uuidOf: \.uuid, nameOf: \.name)
    }

    /// The index of the item with `uuid` among this folder's own items: found by `name` first
    /// (``sortedIndex(ofItemWithUUID:named:)``), else by a scan.
    ///
    /// - Complexity: O(log *n*) when the item is named `name`; O(*n*) otherwise.
    func index(ofItemWithUUID uuid: UUID, named name: String) -> Int? {
        if let index = sortedIndex(ofItemWithUUID: uuid, named: name) { return index }
        for (index, item) in items.enumerated() where item.uuid == uuid { return index }
        return nil
    }

    /// The newest versions of the folders of a navigation stack (the root first, each folder inside the
    /// one before) in this root, leaving out the folders that are gone (the book's
    /// `folders.compactMap { root.find($0) }`).
    ///
    /// Each folder is looked for in the newest version of the one before it, by name: O(*d* log *w*) for a
    /// stack of *d* folders of at most *w* items, where the book's recursive `find` walks the library. A
    /// folder not found there (renamed, or not inside the one before) is looked for as `find` does.
    func newestVersions(of stack: [FolderValue]) -> [FolderValue] {
        var result: [FolderValue] = []
        result.reserveCapacity(stack.count)
        var parent: FolderValue?
        for folder in stack {
            var found: FolderValue?
            if folder.uuid == uuid {
                found = self
            } else if let parent, let index = parent.index(ofItemWithUUID: folder.uuid, named: folder.name),
                case .folder(let child) = parent.items[index]
            {
                found = child
            } else {
                found = find(folder)
            }
            if let found { result.append(found) }
            parent = found
        }
        return result
    }
}
