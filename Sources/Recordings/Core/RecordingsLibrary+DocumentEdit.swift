public import Foundation
import Services

extension RecordingsLibrary {
    /// Applies `edit` to the library's store (which saves the file, deletes removed recordings' audio and
    /// reports a failed save) and then to `document`, the same library as values; returns what changed,
    /// or nil when nothing did (a missing item or parent, the root folder, an unchanged name).
    ///
    /// The store comes first, and the values take its order, so the rows of every pattern agree (by name,
    /// equal names in the order they arrived).
    ///
    /// - Throws: ``NameError`` for an empty or too long name; nothing changes then.
    public func edit(
        _ edit: DocumentEdit, in document: inout RecordingsDocument
    ) throws(NameError)
        -> DocumentChange?
    {
        switch edit {
        case .addFolder(let name, let uuid, let parentUUID):
            return add(Folder(name: try Item.validatedName(name), uuid: uuid), to: parentUUID, in: &document)
        case .addRecording(let name, let uuid, let parentUUID):
            return add(Recording(name: try Item.validatedName(name), uuid: uuid), to: parentUUID, in: &document)
        case .remove(let uuid):
            return removeItem(uuid, in: &document)
        case .rename(let uuid, let name):
            return try rename(uuid, to: name, in: &document)
        }
    }

    private func add(_ item: Item, to parentUUID: UUID, in document: inout RecordingsDocument) -> DocumentChange? {
        guard document.folder(parentUUID) != nil, let parent = folder(parentUUID, in: document),
            parent.add(item)
        else { return nil }
        document.items[item.uuid] =
            item is Folder
            ? .folder(DocumentFolder(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
            : .recording(DocumentRecording(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
        let newIndex = parent.contents.firstIndex { $0 === item } ?? 0
        let change = DocumentChange.added(parentUUID: parentUUID, childUUID: item.uuid, newIndex: newIndex)
        document.editChildren(following: parent, change)
        return change
    }

    /// Removes item `uuid` with everything in it from the store and from `document`; nil for the root
    /// folder or a missing item. (``edit(_:in:)`` with `.remove`, which cannot be refused.)
    public func removeItem(_ uuid: UUID, in document: inout RecordingsDocument) -> DocumentChange? {
        guard let current = document[uuid], let parentUUID = current.parentUUID,
            let parent = folder(parentUUID, in: document),
            let oldIndex = parent.index(named: current.name, where: { $0.uuid == uuid })
        else { return nil }
        parent.remove(at: oldIndex)
        document.removeTree(uuid)
        let change = DocumentChange.removed(parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex)
        document.editChildren(following: parent, change)
        return change
    }

    private func rename(
        _ uuid: UUID, to name: String, in document: inout RecordingsDocument
    ) throws(NameError)
        -> DocumentChange?
    {
        let valid = try Item.validatedName(name)
        // NB: the store's item is found by its name (a binary search), and the store says where it moved:
        // a rename that keeps its place costs no walk through the folder.
        guard let current = document[uuid], current.name != valid, let parentUUID = current.parentUUID,
            let parent = folder(parentUUID, in: document),
            let index = parent.index(named: current.name, where: { $0.uuid == uuid })
        else { return nil }
        // A store item that has the name already (the values fell out of step) stays where it is; the
        // values still take the name.
        let (oldIndex, newIndex) = try parent.contents[index].rename(to: valid) ?? (index, index)
        document.setName(of: uuid, to: valid)
        let change = DocumentChange.renamed(
            parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex, newIndex: newIndex)
        document.editChildren(following: parent, change)
        return change
    }
}

extension RecordingsLibrary {
    /// The store's folder `uuid`, found down the path of its ancestors that `document` knows (a search
    /// of one folder per level rather than of the whole library); nil when the path leads nowhere.
    fileprivate func folder(_ uuid: UUID, in document: RecordingsDocument) -> Folder? {
        var path = [uuid]
        while let parent = document[path[path.count - 1]]?.parentUUID {
            path.append(parent)
            guard path.count <= document.items.count else { return nil }
        }
        guard path.removeLast() == store.rootFolder.uuid else { return nil }
        var folder = store.rootFolder
        while let next = path.popLast() {
            guard let child = folder.contents.first(where: { $0.uuid == next }) as? Folder else { return nil }
            folder = child
        }
        return folder
    }
}

extension RecordingsDocument {
    /// Makes the items of `change`'s folder follow the store's `folder` after the change, in place (a
    /// change costs what it changes; see ``DocumentChange/apply(to:id:makeRow:)``). When the change does
    /// not fit, or the result does not match the store's items (the values fell out of step), takes them
    /// whole.
    @MainActor
    mutating func editChildren(following folder: Folder, _ change: DocumentChange) {
        let uuid = change.parentUUID
        guard case .folder(var value) = items[uuid] else { return }
        // NB: out of the dictionary first, so the list has one holder and changes without a copy.
        items[uuid] = nil
        let inStep = change.apply(to: &value.childUUIDs, id: { $0 }, makeRow: { change.childUUID })
        let contents = folder.contents
        if !inStep || value.childUUIDs.count != contents.count
            || change.newIndex.map({ contents[$0].uuid != change.childUUID }) == true
        {
            value.childUUIDs = ChunkedArray(contents.lazy.map(\.uuid))
        }
        items[uuid] = .folder(value)
    }

    /// Renames item `uuid`.
    mutating func setName(of uuid: UUID, to name: String) {
        switch items[uuid] {
        case .folder(var folder):
            folder.name = name
            items[uuid] = .folder(folder)
        case .recording(var recording):
            recording.name = name
            items[uuid] = .recording(recording)
        case nil:
            break
        }
    }

    /// Removes item `uuid` and everything in it (not from its parent's list).
    mutating func removeTree(_ uuid: UUID) {
        if let folder = folder(uuid) {
            for child in folder.childUUIDs { removeTree(child) }
        }
        items[uuid] = nil
    }
}
