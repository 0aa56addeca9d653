import Crypto
import Foundation
import Services
import ViewKit

/// `web-windows.json` in a mount's data folder: the windows its tabs had open when the server last stopped,
/// for tabs that come back after a restart (see ``WindowRestoration``).
///
/// A window is kept under the SHA-256 digest of the mount key, the pattern name and its tab's session token,
/// never the token: the file hands out no live tokens, and a window saved for another mount never matches a
/// tab here. Windows saved more than ``maximumAge`` ago are dropped when the file is read; at most
/// ``maximumWindows``, the newest, are written. The file is written atomically and is the person's own
/// (`0600`, through ``Services/DocumentFile``); one that does not decode is kept aside and nothing is restored.
struct SavedWindowsFile: Sendable {
    /// The file's name in the data folder.
    static let name = "web-windows.json"
    /// How long a saved window waits for its tab: seven days, as long as a browser plausibly keeps a tab's
    /// session storage across a server that is stopped and started again.
    static let maximumAge: TimeInterval = 7 * 24 * 60 * 60
    /// The most windows written, so a server with many short-lived tabs keeps a bounded file.
    static let maximumWindows = 1000

    /// What reading the file gave.
    enum Loaded: Equatable {
        /// The windows that may still be restored, by token digest (none when there is no file).
        case windows([String: SavedWindows.Entry])
        /// The file does not decode; it was kept aside and `notice` says where.
        case unreadable(notice: String)
        /// The file exists but could not be read or moved aside; `notice` says why. It must not be overwritten.
        case failed(notice: String)
    }

    /// The file.
    let document: DocumentFile
    /// The key of the mount whose windows these are.
    let mountKey: String
    /// The name of the mount's pattern.
    let patternName: String

    /// The file of `mount`, in its data folder; nothing is read yet.
    init(mount: WebMount) {
        document = DocumentFile(url: mount.dataDirectory.appendingPathComponent(Self.name))
        mountKey = mount.key
        patternName = mount.pattern.name
    }

    /// The digest a window is saved under for the tab whose session token is `token`.
    func digest(ofToken token: String) -> String {
        let input = "apparch web window\u{0}\(mountKey)\u{0}\(patternName)\u{0}\(token)"
        return SHA256.hash(data: Data(input.utf8)).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    /// Reads the windows saved for this mount and pattern, leaving out those older than ``maximumAge`` at `now`.
    func load(now: Date) -> Loaded {
        let loaded: DocumentFile.LoadResult<SavedWindows>
        do {
            loaded = try document.load(now: now) { data in
                let saved = try Self.decoder.decode(SavedWindows.self, from: data)
                guard saved.format == SavedWindows.currentFormat else {
                    throw FormatError(found: saved.format)
                }
                return saved
            }
        } catch {
            return .failed(
                notice: "The windows saved when the server last stopped were not restored: \(error.description) "
                    + "Tabs start at the app's first screen, and the file is left as it is.")
        }
        switch loaded {
        case .missing:
            return .windows([:])
        case .unreadable(let keptAt, let reason):
            return .unreadable(
                notice: "The windows saved when the server last stopped could not be read (\(reason)); the file "
                    + "was kept at \(keptAt.path) and tabs start at the app's first screen.")
        case .loaded(let saved):
            guard saved.mount == mountKey, saved.pattern == patternName else { return .windows([:]) }
            var windows: [String: SavedWindows.Entry] = [:]
            for window in saved.windows where now.timeIntervalSince(window.savedAt) < Self.maximumAge {
                if let kept = windows[window.token], kept.savedAt >= window.savedAt { continue }
                windows[window.token] = window
            }
            return .windows(windows)
        }
    }

    /// Writes `windows` (the newest ``maximumWindows``) in place of what the file held.
    ///
    /// - Throws: ``Services/PersistenceError`` when the file cannot be written; the old one is then intact.
    func save(_ windows: [SavedWindows.Entry]) throws(PersistenceError) {
        let newest = windows.sorted { $0.savedAt > $1.savedAt }.prefix(Self.maximumWindows)
        let saved = SavedWindows(
            format: SavedWindows.currentFormat, mount: mountKey, pattern: patternName, windows: Array(newest))
        let data: Data
        do {
            data = try Self.encoder.encode(saved)
        } catch {
            // NB: archives hold only data the apps encoded and finite dates; encoding does not fail in practice.
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the windows could not be encoded"))
        }
        try document.save(data)
    }

    /// Whether the file exists.
    var exists: Bool { FileManager.default.fileExists(atPath: document.url.path) }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A file written in a layout this version does not read.
    private struct FormatError: Error, CustomStringConvertible {
        let found: Int
        var description: String {
            "it is format \(found), this apparch reads format \(SavedWindows.currentFormat)"
        }
    }
}
