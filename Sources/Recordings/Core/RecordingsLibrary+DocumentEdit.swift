public import Foundation

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
        guard document.folder(parentUUID) != nil, let parent = self.item(withUUID: parentUUID) as? Folder,
            parent.add(item)
        else { return nil }
        document.items[item.uuid] =
            item is Folder
            ? .folder(DocumentFolder(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
            : .recording(DocumentRecording(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
        document.setChildren(of: parentUUID, to: parent.contents.map(\.uuid))
        return .added(
            parentUUID: parentUUID, childUUID: item.uuid, newIndex: parent.contents.firstIndex { $0 === item } ?? 0)
    }

    /// Removes item `uuid` with everything in it from the store and from `document`; nil for the root
    /// folder or a missing item. (``edit(_:in:)`` with `.remove`, which cannot be refused.)
    public func removeItem(_ uuid: UUID, in document: inout RecordingsDocument) -> DocumentChange? {
        guard let parentUUID = document[uuid]?.parentUUID,
            let oldIndex = document.folder(parentUUID)?.childUUIDs.firstIndex(of: uuid),
            let parent = self.item(withUUID: parentUUID) as? Folder,
            let item = parent.contents.first(where: { $0.uuid == uuid })
        else { return nil }
        parent.remove(item)
        document.removeTree(uuid)
        document.setChildren(of: parentUUID, to: parent.contents.map(\.uuid))
        return .removed(parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex)
    }

    private func rename(
        _ uuid: UUID, to name: String, in document: inout RecordingsDocument
    ) throws(NameError)
        -> DocumentChange?
    {
        let valid = try Item.validatedName(name)
        guard let current = document[uuid], current.name != valid, let parentUUID = current.parentUUID,
            let item = self.item(withUUID: uuid), let parent = item.parent,
            let oldIndex = parent.contents.firstIndex(where: { $0 === item })
        else { return nil }
        try item.setName(valid)
        document.setName(of: uuid, to: valid)
        document.setChildren(of: parentUUID, to: parent.contents.map(\.uuid))
        let newIndex = parent.contents.firstIndex { $0 === item } ?? oldIndex
        return .renamed(parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex, newIndex: newIndex)
    }
}

extension RecordingsDocument {
    /// Sets folder `uuid`'s items, in display order.
    mutating func setChildren(of uuid: UUID, to children: [UUID]) {
        guard case .folder(var folder) = items[uuid] else { return }
        folder.childUUIDs = children
        items[uuid] = .folder(folder)
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
