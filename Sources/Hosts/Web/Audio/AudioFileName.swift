public import Foundation

/// The only way a file name reaches the file system in the web host: a recording's UUID.
///
/// Audio files are `<data directory>/<UUID>.wav`. A request names a file by `<uuid>.wav`; anything that
/// is not exactly a UUID followed by `.wav` is refused before a path is built, so client input never
/// becomes a path component.
public struct AudioFileName: Hashable, Sendable {
    /// The recording's UUID.
    public let uuid: UUID

    /// Parses `<uuid>.wav` (either case); nil for anything else.
    public init?(_ name: some StringProtocol) {
        guard name.count == 40, name.lowercased().hasSuffix(".wav"),
            let uuid = UUID(uuidString: String(name.prefix(36)))
        else { return nil }
        self.uuid = uuid
    }

    /// Wraps a UUID.
    public init(uuid: UUID) { self.uuid = uuid }

    /// The file name as the web host addresses it: `<UUID>.wav`, upper-case as `UUID.uuidString`.
    public var fileName: String { "\(uuid.uuidString).wav" }

    /// The file inside `directory`.
    public func url(in directory: URL) -> URL {
        directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The name of a file URL the app handed over, when it is a UUID-named WAV directly inside `directory`.
    public init?(url: URL, in directory: URL) {
        guard url.isFileURL else { return nil }
        // NB: the app's URLs are the directory's path and the name, which the paths' text shows without
        // asking Foundation to take the URL apart and standardize both (the most of a player's making).
        // Another spelling of the same place, `..` say, takes the standardized comparison.
        let directoryPrefix = directory.path + "/"
        let path = url.path
        if path.hasPrefix(directoryPrefix), let name = AudioFileName(path.dropFirst(directoryPrefix.count)) {
            self = name
            return
        }
        guard url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path,
            let name = AudioFileName(url.lastPathComponent)
        else { return nil }
        self = name
    }
}
