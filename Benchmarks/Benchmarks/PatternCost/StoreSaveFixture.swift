import Foundation
import RecordingsCore

/// The store alone (no app, no observers) on a ``LibraryDocument`` of `itemCount` recordings: each
/// change saves the whole document atomically, as it does under every pattern.
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

    /// Renames the middle item in place: the store encodes and writes the whole document, then posts the
    /// change to no one.
    ///
    /// - Throws: the store's refusal of the name, or the save's error.
    func renameMiddleItemAndSave() throws {
        let contents = store.rootFolder.contents
        let item = contents[contents.count / 2]
        renameCounter += 1
        try item.setName(item.name.prefix(16) + (renameCounter % 2 == 0 ? "" : "b"))
        if let error = store.lastSaveError { throw error }
    }
}
