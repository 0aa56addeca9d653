/// One mutation of the recordings tree, posted to the store's observers after it was saved.
///
/// The typed counterpart of the book's `Store.changedNotification` with its `userInfo` keys: ``item`` is
/// the notification's object (the added, removed or renamed item), ``parent`` is `parentFolderKey`, and
/// ``kind`` carries the reason with exactly the indices that reason has, so the old and new index cannot
/// be swapped. NB: the book's folder screen reads `oldValue` from `newValueKey` and vice versa; consumers
/// follow the intent: removed → delete the row at the old index, added → insert at the new index,
/// renamed → move from the old to the new index, then reload it.
public struct StoreChange: Sendable, Equatable, CustomStringConvertible {
    /// Why the change happened, with the indices in the parent's ``Folder/contents``.
    public enum Kind: Sendable, Hashable {
        /// The item was inserted at `newIndex`.
        case added(newIndex: Int)
        /// The item was removed from `oldIndex` (indices before the removal).
        case removed(oldIndex: Int)
        /// The item was renamed and moved from `oldIndex` to `newIndex` (they may be equal).
        case renamed(oldIndex: Int, newIndex: Int)
    }

    /// The book's change reasons (`Item.added`, `Item.removed`, `Item.renamed`).
    public enum Reason: Sendable, Hashable {
        /// An item was added to a folder.
        case added
        /// An item was removed from a folder.
        case removed
        /// An item was renamed.
        case renamed
    }

    /// The item that changed: the added, removed or renamed one.
    public let item: Item
    /// The folder whose contents changed.
    public let parent: Folder
    /// The reason and its indices.
    public let kind: Kind

    /// Creates a change.
    public init(item: Item, parent: Folder, kind: Kind) {
        self.item = item
        self.parent = parent
        self.kind = kind
    }

    /// The reason without its indices.
    public var reason: Reason {
        switch kind {
        case .added: .added
        case .removed: .removed
        case .renamed: .renamed
        }
    }

    /// The index before the change (the book's `oldValueKey`); nil for additions.
    public var oldIndex: Int? {
        switch kind {
        case .added: nil
        case .removed(let oldIndex), .renamed(let oldIndex, _): oldIndex
        }
    }

    /// The index after the change (the book's `newValueKey`); nil for removals.
    public var newIndex: Int? {
        switch kind {
        case .removed: nil
        case .added(let newIndex), .renamed(_, let newIndex): newIndex
        }
    }

    /// Two changes are equal when they concern the same objects (identity) for the same reason and indices.
    public static func == (lhs: StoreChange, rhs: StoreChange) -> Bool {
        lhs.item === rhs.item && lhs.parent === rhs.parent && lhs.kind == rhs.kind
    }

    public var description: String {
        "StoreChange(\(kind), item: \(item.uuid), parent: \(parent.uuid))"
    }
}
