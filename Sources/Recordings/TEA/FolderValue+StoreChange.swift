import Foundation
public import RecordingsCore
import Services

extension FolderValue {
    /// This snapshot after `change`, made by copying only the folders on the path to the changed one:
    /// every other folder keeps its storage, so comparing it with its previous version is a pointer check
    /// (`ChunkedArray`'s `==` compares storage first) and lazy views and rows skip it; and in each changed
    /// folder only the chunk that holds the change is copied.
    ///
    /// Returns nil when the change does not fit this snapshot (its folder is not in it, or the index or
    /// item at the index disagrees), for example when the snapshot is older than the change's
    /// predecessor; take a fresh snapshot (``init(_:)``) then.
    ///
    /// - Complexity: O(*d* · (log *w* + *c*)) for a change at depth *d* with at most *w* items per folder
    ///   on the path, each folder found by name (its items are sorted by name), and *c* =
    ///   `ChunkedArray.maximumChunkCount` + *w* ÷ `ChunkedArray.minimumChunkCount` for the chunk and the
    ///   chunks' running counts each changed folder on the path copies (with one page of chunk references
    ///   and the list of pages), instead of the O(*total*) of a fresh snapshot of the whole library.
    @MainActor
    public func applying(_ change: StoreChange) -> FolderValue? {
        var path: [(uuid: UUID, name: String)] = []
        var folder: Folder? = change.parent
        while let current = folder {
            path.append((current.uuid, current.name))
            folder = current.parent
        }
        path.reverse()
        guard path.first?.uuid == uuid else { return nil }
        var result = self
        let applied = result.modifyFolder(at: path.dropFirst()) { folder in folder.apply(change) }
        return applied ? result : nil
    }

    /// Runs `body` on the folder at `path` below this one (this one when the path is empty).
    private mutating func modifyFolder(
        at path: ArraySlice<(uuid: UUID, name: String)>, _ body: (inout FolderValue) -> Bool
    ) -> Bool {
        guard let next = path.first else { return body(&self) }
        guard let index = index(ofItemWithUUID: next.uuid, named: next.name), case .folder(var child) = items[index]
        else {
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
            guard newIndex >= 0, newIndex <= items.count else { return false }
            items.insert(ItemValue(change.item), at: newIndex)
        case .removed(let oldIndex):
            guard items.indices.contains(oldIndex), items[oldIndex].uuid == change.item.uuid else { return false }
            items.remove(at: oldIndex)
        case .renamed(let oldIndex, let newIndex):
            guard items.indices.contains(oldIndex), items[oldIndex].uuid == change.item.uuid,
                newIndex >= 0, newIndex < items.count
            else { return false }
            var renamed = items[oldIndex]
            switch renamed {
            case .folder(var folder):
                folder.name = change.item.name
                renamed = .folder(folder)
            case .recording(var recording):
                recording.name = change.item.name
                renamed = .recording(recording)
            }
            if oldIndex == newIndex {
                items[oldIndex] = renamed
            } else {
                items.remove(at: oldIndex)
                items.insert(renamed, at: newIndex)
            }
        }
        return true
    }
}
