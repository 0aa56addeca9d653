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
///
/// Time travel (the book's history, which "snapshots all data"): a document a history restores (a `nil`
/// action) is applied to the library, item by item, so it is saved like any change; a failed save is
/// told to the person once the jump is over (``historyDidChange()``), so the restored view state does not
/// cover it. While a history keeps audio (``keepAudio(neededBy:)``), the audio of a removed recording
/// stays on disk as long as an entry of a history names the recording, so travelling back brings it back
/// whole; once no entry and not the document names it, the file is deleted.
@MainActor
public final class DocumentStore {
    /// What the document can change by (the book's `DocumentStore.Action`:
    /// `.removed(parentUUID:childUUID:oldIndex:)`, `.added`, `.renamed`).
    public typealias Action = DocumentChange

    /// The values and their observers.
    public let store: NotifyingStore<RecordingsDocument>
    /// The library: the file, the audio backend and the clock.
    public let library: RecordingsLibrary

    /// The recordings each history that keeps audio still names, by registration.
    private var audioNeeds: [Int: @MainActor () -> Set<UUID>] = [:]
    private var nextAudioNeed = 0
    /// Removed recordings whose audio stays on disk because a history names them.
    public private(set) var keptAudio: Set<UUID> = []
    /// The failed saves of the last document a history restored, told after the jump.
    private var travelSaveErrors: [PersistenceError] = []
    private var restoreObservation: ViewStateStore.StoreObservation?

    /// The document of `library`'s tree.
    public init(library: RecordingsLibrary) {
        self.library = library
        store = NotifyingStore(name: "Document", content: RecordingsDocument(root: library.store.rootFolder))
        // NB: the intents change the library first; only a reload (a history jump) changes the values first.
        restoreObservation = store.addObserver(actionType: Never.self) { [weak self] document, _ in
            self?.applyToLibrary(document)
        }
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

    // MARK: Time travel

    /// Keeps the audio of removed recordings that `neededBy` still names (a window's history: the
    /// recordings of its entries) until the returned token is cancelled or released; call
    /// ``historyDidChange()`` after every change of that history.
    public func keepAudio(
        neededBy recordings: @escaping @MainActor () -> Set<UUID>
    ) -> ViewStateStore.StoreObservation {
        let key = nextAudioNeed
        nextAudioNeed += 1
        audioNeeds[key] = recordings
        library.store.keepsAudioOfRemovedRecording = { [weak self] uuid in self?.keepsAudio(of: uuid) ?? false }
        return ViewStateStore.StoreObservation { [weak self] in
            guard let self else { return }
            audioNeeds[key] = nil
            if audioNeeds.isEmpty { library.store.keepsAudioOfRemovedRecording = nil }
            releaseUnneededAudio()
        }
    }

    /// After a history recorded, jumped or dropped entries: tells the person about a save that failed
    /// while a restored document was applied, and deletes the audio no history and not the document
    /// names any more.
    public func historyDidChange() {
        if let error = travelSaveErrors.last {
            travelSaveErrors = []
            library.report(error.description)
        }
        releaseUnneededAudio()
    }

    /// Whether a history names recording `uuid`, being removed: its audio is then kept.
    private func keepsAudio(of uuid: UUID) -> Bool {
        guard audioNeeds.values.contains(where: { $0().contains(uuid) }) else { return false }
        keptAudio.insert(uuid)
        return true
    }

    /// Deletes the kept audio that neither the document nor a history names; audio of a recording the
    /// document has again is no longer kept aside.
    private func releaseUnneededAudio() {
        guard !keptAudio.isEmpty else { return }
        let needed = audioNeeds.values.reduce(into: Set<UUID>()) { $0.formUnion($1()) }
        for uuid in keptAudio where content[uuid] != nil || !needed.contains(uuid) {
            keptAudio.remove(uuid)
            if content[uuid] == nil { library.store.removeFile(for: Recording(name: "", uuid: uuid)) }
        }
    }

    /// Makes the library hold `document` (a restored one): removes what it does not have, renames what it
    /// names otherwise, adds what it has that the library lacks; each change saves the file.
    private func applyToLibrary(_ document: RecordingsDocument) {
        let root = library.store.rootFolder
        guard document.rootUUID == root.uuid, RecordingsDocument(root: root) != document else { return }
        // NB: a history that travels the document tells of a failed save after its jump; without one the
        // library tells at once, as for any change.
        let reportSaveError = library.store.onSaveError
        if !audioNeeds.isEmpty {
            library.store.onSaveError = { [weak self] error in self?.travelSaveErrors.append(error) }
        }
        defer { library.store.onSaveError = reportSaveError }
        removeItems(notIn: document, from: root)
        addAndRenameItems(of: document, in: root)
    }

    /// Removes from `folder`, recursively, every item `document` does not hold in it.
    private func removeItems(notIn document: RecordingsDocument, from folder: Folder) {
        for item in folder.contents {
            if document[item.uuid]?.parentUUID != folder.uuid || (item is Folder) != (document.folder(item.uuid) != nil)
            {
                folder.remove(item)
            } else if let child = item as? Folder {
                removeItems(notIn: document, from: child)
            }
        }
    }

    /// Gives `folder`, recursively, the names and the items `document` holds in it.
    private func addAndRenameItems(of document: RecordingsDocument, in folder: Folder) {
        for uuid in document.folder(folder.uuid)?.childUUIDs ?? [] {
            guard let wanted = document[uuid] else { continue }
            var item = folder.contents.first { $0.uuid == uuid }
            if item == nil {
                let added: Item =
                    wanted.folder != nil
                    ? Folder(name: wanted.name, uuid: uuid) : Recording(name: wanted.name, uuid: uuid)
                if folder.add(added) { item = added }
            } else if let existing = item, existing.name != wanted.name {
                do {
                    try existing.setName(wanted.name)
                } catch {
                    library.report(error.description)
                }
            }
            if let child = item as? Folder { addAndRenameItems(of: document, in: child) }
        }
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
