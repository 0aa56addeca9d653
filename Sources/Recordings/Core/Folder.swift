public import Foundation

/// A folder of recordings and other folders (the book's `Folder`).
///
/// ``contents`` is kept sorted by name with plain `String` `<`, folders and recordings interleaved: the
/// book's shortcut of storing items in display order, so change indices are row indices. Items with equal
/// names keep their order; an added or renamed item goes after the items whose name equals its own.
@MainActor
public final class Folder: Item {
    /// The folder's items, sorted by name.
    public private(set) var contents: [Item] = []

    /// Creates a detached, empty folder; add it to a folder of a store to save it.
    public override init(name: String, uuid: UUID) {
        super.init(name: name, uuid: uuid)
    }

    /// Adds `item` at its sorted position, saves, and posts an ``StoreChange/Kind/added(newIndex:)`` change.
    ///
    /// The item must be detached (no parent, not a store's root) and its subtree must not reuse a UUID
    /// already in this tree (which also rules out adding a folder into itself or its descendants).
    /// Otherwise nothing changes and nothing is posted: the book asserts here; we refuse, since UUIDs
    /// address audio files.
    /// - Returns: whether the item was added.
    @discardableResult
    public func add(_ item: Item) -> Bool {
        guard item.parent == nil, item.store == nil, item !== self else { return false }
        var existing = Set<UUID>()
        treeRoot.collectUUIDs(into: &existing)
        var incoming = Set<UUID>()
        item.collectUUIDs(into: &incoming)
        guard existing.isDisjoint(with: incoming) else { return false }
        let index = insertionIndex(forName: item.name)
        contents.insert(item, at: index)
        item.parent = self
        store?.save(StoreChange(item: item, parent: self, kind: .added(newIndex: index)))
        return true
    }

    /// Removes `item`, deletes what it owns (recursively for folders, the audio file for recordings),
    /// saves, and posts a ``StoreChange/Kind/removed(oldIndex:)`` change.
    ///
    /// Removing a folder first removes each of its children, each with its own change, so deleting a
    /// folder with two items posts three changes. An item that is not in this folder is ignored: nothing
    /// changes and nothing is posted.
    public func remove(_ item: Item) {
        guard let index = index(of: item, named: item.name) else { return }
        remove(at: index)
    }

    /// ``remove(_:)`` of the item at `index`, for a caller that found it already.
    func remove(at index: Int) {
        let item = contents[index]
        item.deleted()
        contents.remove(at: index)
        store?.save(StoreChange(item: item, parent: self, kind: .removed(oldIndex: index)))
    }

    /// Removes every child (each posting its own change), then detaches the folder.
    public override func deleted() {
        for item in contents { remove(item) }
        super.deleted()
    }

    public override func item(atUUIDPath path: ArraySlice<UUID>) -> Item? {
        guard path.first == uuid else { return nil }
        let rest = path.dropFirst()
        guard let next = rest.first else { return self }
        return contents.first { $0.uuid == next }?.item(atUUIDPath: rest)
    }

    /// Moves `changedItem`, which was sorted as `oldName`, to the position its (new) name sorts to: after
    /// the items of its new name, as if it were added again.
    ///
    /// Finds it by binary search, and moves nothing when it still sorts where it is; otherwise it searches
    /// only the side it moves to and shifts only the items between its old and new places. A rename costs
    /// O(log *n* + *d*) for a move across *d* items, not two shifts of the whole folder.
    ///
    /// - Returns: its index before and after.
    func reSort(changedItem: Item, oldName: String) -> (oldIndex: Int, newIndex: Int) {
        guard let oldIndex = index(of: changedItem, named: oldName) else { return (0, 0) }
        let name = changedItem.name
        let afterPrevious = oldIndex == 0 || contents[oldIndex - 1].name <= name
        let beforeNext = oldIndex == contents.count - 1 || name < contents[oldIndex + 1].name
        if afterPrevious && beforeNext { return (oldIndex, oldIndex) }
        if afterPrevious {
            // Toward the end: every item before it sorts at or before the new name. It goes before the
            // first later item that sorts after it, so the items between move up one place.
            let newIndex = firstIndex(in: (oldIndex + 1)..<contents.count, whereName: { name < $0 }) - 1
            contents.replaceSubrange(
                oldIndex...newIndex, with: contents[(oldIndex + 1)...newIndex] + CollectionOfOne(changedItem))
            return (oldIndex, newIndex)
        }
        // Toward the start: the item before it sorts after the new name.
        let newIndex = firstIndex(in: 0..<oldIndex, whereName: { name < $0 })
        contents.replaceSubrange(
            newIndex...oldIndex, with: CollectionOfOne(changedItem) + contents[newIndex..<oldIndex])
        return (oldIndex, newIndex)
    }

    /// The index of `item`, sorted here as `name`.
    ///
    /// NB: during a rename the item already carries its new name but still sits where `name` sorts it, so
    /// the search reads `name` for it. Reading its new name would send the binary search past it whenever
    /// the new name sorts before the old one, and the walk below would miss it.
    func index(of item: Item, named name: String) -> Int? {
        index(named: name, sortingAs: { $0 === item ? name : $0.name }) { $0 === item }
    }

    /// The index of the item sorted here as `name` that `matches`: a binary search for the first item of
    /// that name, then a walk through the items of equal name; a walk through the whole folder only when
    /// no item of that name matches (a caller whose idea of the name is out of date).
    func index(named name: String, where matches: (Item) -> Bool) -> Int? {
        index(named: name, sortingAs: \.name, where: matches)
    }

    private func index(
        named name: String, sortingAs sortName: (Item) -> String, where matches: (Item) -> Bool
    ) -> Int? {
        var index = firstIndex(in: contents.indices, sortingAs: sortName) { name <= $0 }
        while index < contents.count, sortName(contents[index]) == name {
            if matches(contents[index]) { return index }
            index += 1
        }
        return contents.firstIndex(where: matches)
    }

    /// Adds items decoded from a document without saving or posting, then sorts them (stable).
    func adopt(_ items: [Item]) {
        contents = (contents + items).enumerated()
            .sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
            .map(\.element)
        for item in items { item.parent = self }
    }

    override func storeDidChange() {
        for item in contents { item.store = store }
    }

    override func collectUUIDs(into set: inout Set<UUID>) {
        super.collectUUIDs(into: &set)
        for item in contents { item.collectUUIDs(into: &set) }
    }

    /// Inserts `item` at its sorted position without saving or posting (replaying the journal).
    func insertReplayed(_ item: Item) {
        contents.insert(item, at: insertionIndex(forName: item.name))
        item.parent = self
    }

    /// Takes `item` out of the contents without deleting what it owns, saving or posting (replaying the
    /// journal: its audio was deleted when the change was made).
    func detachReplayed(_ item: Item) {
        guard let index = index(of: item, named: item.name) else { return }
        contents.remove(at: index)
        item.parent = nil
    }

    /// The first index whose item sorts after `name` (after equal names): a binary search, since the
    /// contents are sorted.
    private func insertionIndex(forName name: String) -> Int {
        firstIndex(in: contents.indices, whereName: { name < $0 })
    }

    /// The first index in `range` whose item's name (as `sortName` reads it) `isAtOrAfter` holds for, or
    /// `range.upperBound` when none does (a predicate false for a prefix of the sorted contents and true
    /// for the rest): a binary search.
    private func firstIndex(
        in range: Range<Int>, sortingAs sortName: (Item) -> String = \.name, whereName isAtOrAfter: (String) -> Bool
    ) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if isAtOrAfter(sortName(contents[middle])) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private var treeRoot: Folder {
        var folder = self
        while let parent = folder.parent { folder = parent }
        return folder
    }
}
