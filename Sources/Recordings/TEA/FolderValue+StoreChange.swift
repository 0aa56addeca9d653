import Foundation
public import RecordingsCore

extension FolderValue {
    /// This snapshot after `change`, made by copying only the folders on the path to the changed one:
    /// every other folder keeps its storage, so comparing it with its previous version is a pointer check
    /// (`Array`'s `==` compares storage first) and lazy views and rows skip it.
    ///
    /// Returns nil when the change does not fit this snapshot (its folder is not in it, or the index or
    /// item at the index disagrees), for example when the snapshot is older than the change's
    /// predecessor; take a fresh snapshot (``init(_:)``) then.
    ///
    /// - Complexity: O(*d* · *w* + *n*) for a change at depth *d* with at most *w* items per folder on the
    ///   path and *n* items in the changed folder (the copy of its items), instead of the O(*total*) of a
    ///   fresh snapshot of the whole library.
    @MainActor
    public func applying(_ change: StoreChange) -> FolderValue? {
        let path = change.parent.uuidPath
        guard path.first == uuid else { return nil }
        var result = self
        let applied = result.modifyFolder(at: path.dropFirst()) { folder in folder.apply(change) }
        return applied ? result : nil
    }

    /// Runs `body` on the folder at `path` below this one (this one when the path is empty).
    private mutating func modifyFolder(
        at path: ArraySlice<UUID>, _ body: (inout FolderValue) -> Bool
    ) -> Bool {
        guard let next = path.first else { return body(&self) }
        guard let index = items.firstIndex(where: { $0.uuid == next }), case .folder(var child) = items[index] else {
            return false
        }
        guard child.modifyFolder(at: path.dropFirst(), body) else { return false }
        items[index] = .folder(child)
        return true
    }

    /// Applies `change` to this folder's items, after checking that the indices agree with them.
    @MainActor
    private mutating func apply(_ change: StoreChange) -> Bool {
        switch change.kind {
        case .added(let newIndex):
            guard newIndex <= items.count else { return false }
            items.insert(ItemValue(change.item), at: newIndex)
        case .removed(let oldIndex):
            guard items.indices.contains(oldIndex), items[oldIndex].uuid == change.item.uuid else { return false }
            items.remove(at: oldIndex)
        case .renamed(let oldIndex, let newIndex):
            guard items.indices.contains(oldIndex), items[oldIndex].uuid == change.item.uuid else { return false }
            var renamed = items.remove(at: oldIndex)
            switch renamed {
            case .folder(var folder):
                folder.name = change.item.name
                renamed = .folder(folder)
            case .recording(var recording):
                recording.name = change.item.name
                renamed = .recording(recording)
            }
            guard newIndex <= items.count else { return false }
            items.insert(renamed, at: newIndex)
        }
        return true
    }
}
