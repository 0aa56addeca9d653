public import Foundation
public import Services
public import ViewKit

/// One window's restorable state kept in a file between launches, as iOS keeps an app's state after the
/// system ends it in the background.
///
/// A host saves the archive ``DriverSession/restorableState()`` (or ``ViewKit/Application``'s
/// `restorableState(of:)`) hands out when the app ends, and hands what ``load(now:)`` reads to the next
/// launch's window. The file is written atomically and readable by its owner only (`0600`); one that
/// cannot be decoded is never overwritten: it is kept aside as `<name>.unreadable-<timestamp>` (DESIGN.md
/// §4) and the app starts at its first screen.
///
/// ```swift
/// let file = RestorationFile(directory: dataDirectory)
/// let archive = try file.load().archive
/// // … run the app, restoring `archive` …
/// if let state = session.restorableState() { try file.save(state) } else { try file.remove() }
/// ```
public struct RestorationFile: Sendable {
    /// The name `apparch drive` gives its single window's file in the data folder.
    public static let windowFileName = "restoration.json"

    /// The outcome of reading the file.
    public enum LoadResult: Equatable, Sendable {
        /// No state was saved: start at the first screen.
        case missing
        /// The state the last launch saved.
        case loaded(RestorationArchive)
        /// The file did not decode; it was moved to `keptAt` and the app should start at its first screen.
        /// `message` says so in a sentence for the person (standard error, a log).
        case unreadable(keptAt: URL, message: String)

        /// The archive to restore, nil unless one was loaded.
        public var archive: RestorationArchive? {
            guard case .loaded(let archive) = self else { return nil }
            return archive
        }
    }

    /// The file's location.
    public let url: URL

    /// A handle for the file at `url`; nothing is read or written yet.
    public init(url: URL) {
        self.url = url
    }

    /// A handle for ``windowFileName`` in `directory` (an app's data folder).
    public init(directory: URL) {
        self.init(url: directory.appendingPathComponent(Self.windowFileName))
    }

    /// Reads the saved state.
    ///
    /// - Parameter now: the time stamped on the name of a file kept aside.
    /// - Throws: ``Services/PersistenceError`` when the file exists but cannot be read at all, or cannot be
    ///   moved aside; then the caller must neither restore nor save over it.
    public func load(now: Date = Date()) throws(PersistenceError) -> LoadResult {
        switch try DocumentFile(url: url).load(now: now, decode: RestorationArchive.decode) {
        case .missing:
            return .missing
        case .loaded(let archive):
            return .loaded(archive)
        case .unreadable(let keptAt, let reason):
            return .unreadable(
                keptAt: keptAt,
                message: "The saved window state \(url.path) could not be read (\(reason)); it was kept at "
                    + "\(keptAt.path) and the app starts at its first screen.")
        }
    }

    /// Writes `archive` atomically, replacing what an earlier launch saved.
    ///
    /// - Throws: ``Services/PersistenceError`` with code `.writeFailed` or `.directoryUnavailable`; the
    ///   file on disk is then unchanged.
    public func save(_ archive: RestorationArchive) throws(PersistenceError) {
        let data: Data
        do {
            data = try archive.encoded()
        } catch {
            throw PersistenceError(.writeFailed(path: url.path, reason: "the window state could not be encoded"))
        }
        try DocumentFile(url: url).save(data)
    }

    /// Removes the saved state, so the next launch starts at its first screen (the app saved none this
    /// time); nothing happens when there is no file.
    ///
    /// - Throws: ``Services/PersistenceError`` with code `.writeFailed` when the file exists and cannot be
    ///   removed.
    public func remove() throws(PersistenceError) {
        do {
            try FileManager.default.removeItem(at: url)
        } catch CocoaError.fileNoSuchFile {
            return
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            throw PersistenceError(.writeFailed(path: url.path, reason: "it could not be removed (\(error))"))
        }
    }
}
