public import Foundation
public import RecordingsCore

/// One item of the library as the sync queue sees it: a value copy of what the store holds, so the
/// queue's rules (``SyncQueue``) run without the store.
public struct LocalItem: Equatable, Sendable {
    /// The item.
    public var uuid: UUID
    /// Its name.
    public var name: String
    /// Whether it is a folder.
    public var isFolder: Bool
    /// The local UUID path of its folder, root first; empty for the root (and for an item no longer in
    /// the library).
    public var parentPath: [UUID]

    /// Creates an item.
    public init(uuid: UUID, name: String, isFolder: Bool, parentPath: [UUID]) {
        self.uuid = uuid
        self.name = name
        self.isFolder = isFolder
        self.parentPath = parentPath
    }

    /// The path of the item itself, root first.
    public var path: [UUID] { parentPath + [uuid] }

    /// `item` as it is now, in the folder `parentPath` leads to.
    @MainActor
    public init(_ item: Item, parentPath: [UUID]) {
        self.init(uuid: item.uuid, name: item.name, isFolder: item is Folder, parentPath: parentPath)
    }

    /// `item` where it is now (its parent's path).
    @MainActor
    public init(_ item: Item) {
        self.init(item, parentPath: item.parent?.uuidPath ?? [])
    }

    /// `item`, in the folder `parentPath` leads to, and everything inside it, parents first.
    @MainActor
    public static func tree(of item: Item, in parentPath: [UUID]) -> [LocalItem] {
        var items = [LocalItem(item, parentPath: parentPath)]
        if let folder = item as? Folder { items += contents(of: folder) }
        return items
    }

    /// Everything inside `folder`, parents first.
    @MainActor
    public static func contents(of folder: Folder) -> [LocalItem] {
        var items: [LocalItem] = []
        func visit(_ folder: Folder, _ path: [UUID]) {
            for item in folder.contents {
                items.append(LocalItem(item, parentPath: path))
                if let child = item as? Folder { visit(child, path + [child.uuid]) }
            }
        }
        visit(folder, folder.uuidPath)
        return items
    }
}
