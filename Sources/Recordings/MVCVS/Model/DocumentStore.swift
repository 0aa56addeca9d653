public import Foundation
public import RecordingsCore
public import Services
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
    /// What the document can change by (the book's `DocumentStore.Action`:
    /// `.removed(parentUUID:childUUID:oldIndex:)`, `.added`, `.renamed`).
    public typealias Action = DocumentChange

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
        let uuid = UUID()
        return try perform(.addFolder(name: name, uuid: uuid, parentUUID: parentUUID)) ? uuid : nil
    }

    /// Adds the recording `uuid`, whose audio was recorded, named `name`, to folder `parentUUID`.
    ///
    /// - Returns: whether it was added (false when the parent is gone or the UUID is taken).
    /// - Throws: ``RecordingsCore/NameError`` for an empty or too long name; nothing changes then.
    @discardableResult
    public func addRecording(uuid: UUID, named name: String, to parentUUID: UUID) throws(NameError) -> Bool {
        try perform(.addRecording(name: name, uuid: uuid, parentUUID: parentUUID))
    }

    /// Removes item `uuid`, with everything in it (the book's `removeItem(uuid:)`). The root folder, and
    /// an item that is gone, are left alone.
    public func removeItem(uuid: UUID) {
        var document = content
        guard let change = library.removeItem(uuid, in: &document) else { return }
        store.commit(change) { $0 = document }
    }

    /// Renames item `uuid` to `name`; an unchanged name, a missing item and the root folder change nothing.
    ///
    /// - Throws: ``RecordingsCore/NameError`` for an empty or too long name; nothing changes then.
    public func renameItem(uuid: UUID, to name: String) throws(NameError) {
        try perform(.rename(uuid: uuid, name: name))
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

    /// Applies `edit` to the library and commits what it changed.
    @discardableResult
    private func perform(_ edit: DocumentEdit) throws(NameError) -> Bool {
        var document = content
        guard let change = try library.edit(edit, in: &document) else { return false }
        store.commit(change) { $0 = document }
        return true
    }
}
