public import Foundation
public import Services

/// Where the document lives: `timezones.json` in the data directory, written atomically, locked against
/// a second process, and kept aside when it cannot be read (DESIGN.md §4, as the to-do app's
/// `StateController` does it).
@MainActor
public final class ClocksDocumentFile {
    /// The file name of the document inside the data directory.
    public static let fileName = "timezones.json"

    /// Where the document is stored.
    public let fileURL: URL
    /// The document as it was read (empty when there was no file or it could not be read).
    public let loaded: ClocksDocument
    /// What went wrong when reading, if anything; the app shows it.
    public let loadProblem: String?
    private let file: DocumentFile
    private let lock: FileLock

    /// Reads the document in `directory`, taking its lock.
    ///
    /// - Throws: ``Services/PersistenceError`` when another process holds the lock, or the file exists but
    ///   cannot be read or moved aside (nothing is written then).
    public init(directory: URL) throws(PersistenceError) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        file = DocumentFile(url: fileURL)
        lock = try FileLock(for: fileURL)
        let decoder = JSONDecoder()
        switch try file.load(decode: { try decoder.decode(ClocksDocument.self, from: $0) }) {
        case .missing:
            loaded = ClocksDocument()
            loadProblem = nil
        case .loaded(let document):
            loaded = document
            loadProblem = nil
        case .unreadable(let keptAt, let reason):
            loaded = ClocksDocument()
            loadProblem = ClocksStrings.unreadableDocument(reason: reason, keptAs: keptAt.lastPathComponent)
        }
    }

    /// Writes `document` atomically.
    ///
    /// - Throws: ``Services/PersistenceError`` when the file cannot be written; the previous file is
    ///   untouched.
    public func save(_ document: ClocksDocument) throws(PersistenceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw PersistenceError(.writeFailed(path: fileURL.path, reason: "the timezones could not be encoded"))
        }
        try file.save(data)
    }

    /// Releases the lock; the app calls it when it quits.
    public func close() {
        lock.unlock()
    }
}
