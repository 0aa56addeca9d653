import Foundation
import RecordingsCore

/// The store alone (no app, no observers) on a ``LibraryDocument`` of `itemCount` recordings: each
/// change is saved as it is under every pattern (one journal record beside a snapshot over 64 KiB, the
/// whole document below), and ``saveSnapshot()`` writes the whole document, as a fold does.
@MainActor
final class StoreSaveFixture {
    let store: Store
    let directory: URL
    private var renameCounter = 0

    /// Writes the library to a temporary folder and opens it.
    ///
    /// - Throws: what writing or opening the library throws.
    init(itemCount: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("pattern-cost-store-\(itemCount)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try LibraryDocument.data(itemCount: itemCount)
            .write(to: directory.appendingPathComponent(Store.documentName))
        store = try Store(url: directory)
    }

    isolated deinit {
        store.close()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Renames the middle item in place: the store saves the change, then posts it to no one.
    ///
    /// - Throws: the store's refusal of the name, or the save's error.
    func renameMiddleItemAndSave() throws {
        let contents = store.rootFolder.contents
        let item = contents[contents.count / 2]
        renameCounter += 1
        try item.setName(item.name.prefix(16) + (renameCounter % 2 == 0 ? "" : "b"))
        if let error = store.lastSaveError { throw error }
    }

    /// Writes the whole document as a new snapshot (what a fold of the journal, or ``Store/saveNow()``,
    /// costs).
    ///
    /// - Throws: the save's error.
    func saveSnapshot() throws {
        try store.saveNow()
    }
}
