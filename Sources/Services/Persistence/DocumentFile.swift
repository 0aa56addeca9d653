public import Foundation

/// Reads and writes one JSON document, keeping unreadable files aside instead of overwriting them.
///
/// Apps own their document types and their encoding; this type owns where and how the bytes go:
/// atomic writes, and the "corrupt file" path of DESIGN.md §4.
public struct DocumentFile: Sendable {
    /// The document's location.
    public let url: URL

    /// The outcome of reading a document.
    public enum LoadResult<Document> {
        /// No file exists yet: start empty; nothing was written.
        case missing
        /// The document decoded.
        case loaded(Document)
        /// The file could not be decoded; it was moved to `keptAt` and the app should start empty.
        case unreadable(keptAt: URL, reason: String)
    }

    /// Creates a handle for the document at `url`; nothing is read or written yet.
    public init(url: URL) { self.url = url }

    /// Reads the document, decoding it with `decode`.
    ///
    /// A file that exists but does not decode is renamed to `<name>.unreadable-<timestamp>` beside it,
    /// so a later save cannot overwrite it, and the result says where it went.
    ///
    /// - Throws: ``PersistenceError`` when the file exists but cannot be read at all, or cannot be moved
    ///   aside (then nothing must be written, so the caller must not continue).
    public func load<Document>(
        now: Date = Date(),
        decode: (Data) throws -> Document
    ) throws(PersistenceError) -> LoadResult<Document> {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PersistenceError(.readFailed(path: url.path, reason: error.localizedDescription))
        }
        do {
            return .loaded(try decode(data))
        } catch {
            let kept = try keepAside(now: now)
            return .unreadable(keptAt: kept, reason: Self.describe(error))
        }
    }

    /// Writes `data` atomically.
    public func save(_ data: Data) throws(PersistenceError) {
        try AtomicFile.write(data, to: url)
    }

    private func keepAside(now: Date) throws(PersistenceError) -> URL {
        try Self.moveAside(url, now: now)
    }

    /// Moves the unreadable file at `url` to `<name>.unreadable-<timestamp>` beside it (a number added when
    /// that name is taken), so nothing later overwrites it; for files kept beside a document, such as its
    /// journal.
    ///
    /// - Returns: where the file went.
    /// - Throws: ``PersistenceError`` `.writeFailed` when it cannot be moved (then nothing must be written).
    public static func moveAside(_ url: URL, now: Date = Date()) throws(PersistenceError) -> URL {
        let stamp = Int(now.timeIntervalSince1970)
        var destination = url.appendingPathExtension("unreadable-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = url.appendingPathExtension("unreadable-\(stamp)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: destination)
        } catch {
            throw PersistenceError(.writeFailed(path: url.path, reason: "could not move the unreadable file aside"))
        }
        return destination
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "the data is not valid (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, _):
            return "the field \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "the field \"\(path)\" has the wrong type"
        default:
            return "\(error)"
        }
    }
}
