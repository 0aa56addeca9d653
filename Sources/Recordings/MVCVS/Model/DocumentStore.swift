public import Foundation
public import RecordingsCore
public import ViewStateStore

/// The document of the MVC+VS pattern (the book's `DocumentStore`): the library as values keyed by UUID,
/// in a ``ViewStateStore/NotifyingStore`` whose observers hear every change with a typed ``Action``.
///
/// Views never read it except through ``addObserver(_:)``, whose first call is the current document
/// with a `nil` (reload) action. Changes go through the intent methods, which validate, change the
/// document and commit one action: `.removed(parentUUID:childUUID:oldIndex:)` and its siblings, with the
/// indexes the folder screens animate.
///
/// NB: the file is written by the library's ``RecordingsCore/Store`` (every pattern's): each intent
/// applies the same change there first, so the lock, the atomic save of the shared format, the audio
/// files of deleted recordings and the report of a failed save are the same as everywhere; the values
/// here are then taken from it, so the rows come in the order every pattern shows.
@MainActor
public final class DocumentStore {
    /// What the document can change by (the book's `DocumentStore.Action`).
    public enum Action: Equatable, Sendable {
        /// `childUUID` was added to `parentUUID` at `newIndex`.
        case added(parentUUID: UUID, childUUID: UUID, newIndex: Int)
        /// `childUUID` was removed from `parentUUID`, where it was at `oldIndex`.
        case removed(parentUUID: UUID, childUUID: UUID, oldIndex: Int)
        /// `childUUID` of `parentUUID` was renamed and moved from `oldIndex` to `newIndex`.
        case renamed(parentUUID: UUID, childUUID: UUID, oldIndex: Int, newIndex: Int)
    }

    /// The values and their observers.
    public let store: NotifyingStore<RecordingsDocument>
    /// The library: the file, the audio backend and the clock.
    public let library: RecordingsLibrary

    /// The document of `library`'s tree.
    public init(library: RecordingsLibrary) {
        self.library = library
        store = NotifyingStore(name: "Document", content: RecordingsDocument(root: library.store.rootFolder))
    }

    /// The document (the book's tests read `content` too).
    public var content: RecordingsDocument { store.content }
    /// The root folder's UUID (the book's `rootFolderUUID`).
    public var rootFolderUUID: UUID { store.content.rootUUID }

    /// The item with `uuid` (the book's `subscript[uuid]`).
    public subscript(uuid: UUID) -> DocumentItem? { store.content[uuid] }

    /// Calls `callback` now with a `nil` action, then after every change, until the token is released.
    public func addObserver(
        _ callback: @escaping @MainActor (RecordingsDocument, Action?) -> Void
    ) -> ViewStateStore.StoreObservation {
        store.addObserver(actionType: Action.self, callback)
    }

    // MARK: Intents

    /// Adds a folder named `name` to folder `parentUUID`.
    ///
    /// - Returns: the new folder's UUID, or nil when the parent is gone.
    /// - Throws: ``RecordingsCore/NameError`` for an empty or too long name; nothing changes then.
    @discardableResult
    public func addFolder(named name: String, to parentUUID: UUID) throws(NameError) -> UUID? {
        let folder = Folder(name: try Item.validatedName(name), uuid: UUID())
        return add(folder, to: parentUUID) ? folder.uuid : nil
    }

    /// Adds the recording `uuid`, whose audio was recorded, named `name`, to folder `parentUUID`.
    ///
    /// - Returns: whether it was added (false when the parent is gone or the UUID is taken).
    /// - Throws: ``RecordingsCore/NameError`` for an empty or too long name; nothing changes then.
    @discardableResult
    public func addRecording(uuid: UUID, named name: String, to parentUUID: UUID) throws(NameError) -> Bool {
        add(Recording(name: try Item.validatedName(name), uuid: uuid), to: parentUUID)
    }

    /// Removes item `uuid`, with everything in it (the book's `removeItem(uuid:)`). The root folder, and
    /// an item that is gone, are left alone.
    public func removeItem(uuid: UUID) {
        guard let item = content[uuid], let parentUUID = item.parentUUID,
            let parent = content.folder(parentUUID), let oldIndex = parent.childUUIDs.firstIndex(of: uuid),
            let libraryParent = library.item(withUUID: parentUUID) as? Folder,
            let libraryItem = libraryParent.contents.first(where: { $0.uuid == uuid })
        else { return }
        libraryParent.remove(libraryItem)
        let childUUIDs = libraryParent.contents.map(\.uuid)
        store.commit(Action.removed(parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex)) { document in
            Self.removeTree(uuid, from: &document)
            if case .folder(var folder) = document.items[parentUUID] {
                folder.childUUIDs = childUUIDs
                document.items[parentUUID] = .folder(folder)
            }
        }
    }

    /// Renames item `uuid` to `name`; an unchanged name, a missing item and the root folder change nothing.
    ///
    /// - Throws: ``RecordingsCore/NameError`` for an empty or too long name; nothing changes then.
    public func renameItem(uuid: UUID, to name: String) throws(NameError) {
        let valid = try Item.validatedName(name)
        guard let item = content[uuid], item.name != valid, let parentUUID = item.parentUUID,
            let libraryItem = library.item(withUUID: uuid), let libraryParent = libraryItem.parent,
            let oldIndex = libraryParent.contents.firstIndex(where: { $0 === libraryItem })
        else { return }
        try libraryItem.setName(valid)
        let childUUIDs = libraryParent.contents.map(\.uuid)
        let newIndex = childUUIDs.firstIndex(of: uuid) ?? oldIndex
        store.commit(Action.renamed(parentUUID: parentUUID, childUUID: uuid, oldIndex: oldIndex, newIndex: newIndex)) {
            document in
            switch document.items[uuid] {
            case .folder(var folder):
                folder.name = valid
                document.items[uuid] = .folder(folder)
            case .recording(var recording):
                recording.name = valid
                document.items[uuid] = .recording(recording)
            case nil:
                break
            }
            if case .folder(var parent) = document.items[parentUUID] {
                parent.childUUIDs = childUUIDs
                document.items[parentUUID] = .folder(parent)
            }
        }
    }

    /// The audio file of recording `uuid` (recorders write it before the recording is added).
    public func audioURL(forRecording uuid: UUID) -> URL? {
        library.store.fileURL(for: Recording(name: "", uuid: uuid))
    }

    /// Deletes the audio of a recording that was never added (a cancelled take).
    public func discardAudio(ofRecording uuid: UUID) {
        guard content[uuid] == nil else { return }
        library.store.removeFile(for: Recording(name: "", uuid: uuid))
    }

    // MARK: Helpers

    private func add(_ item: Item, to parentUUID: UUID) -> Bool {
        guard content.folder(parentUUID) != nil, let parent = library.item(withUUID: parentUUID) as? Folder,
            parent.add(item)
        else { return false }
        let childUUIDs = parent.contents.map(\.uuid)
        let newIndex = childUUIDs.firstIndex(of: item.uuid) ?? 0
        let value: DocumentItem =
            item is Folder
            ? .folder(DocumentFolder(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
            : .recording(DocumentRecording(uuid: item.uuid, name: item.name, parentUUID: parentUUID))
        store.commit(Action.added(parentUUID: parentUUID, childUUID: item.uuid, newIndex: newIndex)) { document in
            document.items[item.uuid] = value
            if case .folder(var parent) = document.items[parentUUID] {
                parent.childUUIDs = childUUIDs
                document.items[parentUUID] = .folder(parent)
            }
        }
        return true
    }

    private static func removeTree(_ uuid: UUID, from document: inout RecordingsDocument) {
        if let folder = document.folder(uuid) {
            for child in folder.childUUIDs { removeTree(child, from: &document) }
        }
        document.items[uuid] = nil
    }
}
