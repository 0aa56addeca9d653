public import Foundation
public import Services

/// The one model the eight rows share (the videos' `Model`): one text, stored in the data folder.
///
/// Setting ``value`` saves the document atomically, then tells every observer the new text: the videos'
/// `textDidChange` notification, typed (an observer gets the text, not a `userInfo` dictionary to cast).
/// Every row observes it, so a commit in one row shows in all of them.
///
/// The document is `text.json` in the data directory. While the model is open it holds a lock on the file,
/// so a second process cannot write it; a file that cannot be read is moved aside, never overwritten, and
/// ``loadProblem`` says where it went (the model then starts at ``EightStrings/initialValue``).
@MainActor
public final class TextModel {
    /// The file name of the document inside the data directory.
    public static let fileName = "text.json"

    /// The text. Setting it saves the document, then notifies the observers (a failed save is reported to
    /// ``onSaveError``; the new value is kept and shown, and the next change saves it).
    public var value: String {
        didSet {
            save()
            observers.notify(value)
        }
    }
    /// What went wrong when reading the document, if anything; the app shows it.
    public let loadProblem: String?
    /// Where the document is stored.
    public let fileURL: URL
    /// Told when saving a change failed.
    public var onSaveError: (@MainActor (PersistenceError) -> Void)?

    private let observers = ObserverList<String>()
    private let file: DocumentFile
    private let lock: FileLock

    /// Opens the document in `directory`, taking its lock; with no document yet, the text is
    /// ``EightStrings/initialValue``.
    ///
    /// - Throws: ``Services/PersistenceError`` when another process holds the lock, or the file exists but
    ///   cannot be read or moved aside (nothing is written then).
    public init(directory: URL) throws(PersistenceError) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        file = DocumentFile(url: fileURL)
        lock = try FileLock(for: fileURL)
        let decoder = JSONDecoder()
        switch try file.load(decode: { try decoder.decode(TextDocument.self, from: $0) }) {
        case .missing:
            value = EightStrings.initialValue
            loadProblem = nil
        case .loaded(let document):
            value = document.text
            loadProblem = nil
        case .unreadable(let keptAt, let reason):
            value = EightStrings.initialValue
            loadProblem = EightStrings.unreadableDocument(reason: reason, keptAs: keptAt.lastPathComponent)
        }
    }

    /// Calls `handler` with the new text after every change, until the returned token is cancelled or
    /// released (the videos' `addObserver(forName: Model.textDidChange, …)`).
    public func addObserver(_ handler: @escaping @MainActor (String) -> Void) -> CancellationToken {
        observers.add(handler)
    }

    /// The number of live observers (for tests and leak checks: a closed window leaves none).
    public var observerCount: Int { observers.count }

    /// Releases the file's lock; the app calls it when it quits.
    public func close() {
        lock.unlock()
    }

    private func save() {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do throws(PersistenceError) {
            let data: Data
            do {
                data = try encoder.encode(TextDocument(text: value))
            } catch {
                throw PersistenceError(.writeFailed(path: fileURL.path, reason: "the text could not be encoded"))
            }
            try file.save(data)
        } catch {
            onSaveError?(error)
        }
    }
}
