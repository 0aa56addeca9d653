public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mark on disk that an audio file is still on its way: a backend whose recordings arrive after
/// ``AudioRecorder/stop()`` returns (the browser's, which uploads the take) marks the file before recording
/// starts and clears the mark once the file is completely written.
///
/// NB: an app adds a take to its library when the person names it, which may be before the upload has
/// landed; a stop of the process (even `kill -9`) between the two would leave an item without its audio.
/// The mark makes store and files agree by construction: it is on disk before the take can be named and
/// goes only after the file has been written, synced and renamed into place, so whoever opens the library
/// next (``settle(in:hasItem:removeItem:)``) knows which takes never got their audio and removes them,
/// leaving no trace, and removes a partial upload's temporary file. The mark is `<file>.pending` beside
/// the file.
public enum PendingAudio {
    /// The extension added to an audio file's name for its mark.
    public static let markExtension = "pending"

    /// The mark of the audio file `url`.
    public static func mark(of url: URL) -> URL {
        url.appendingPathExtension(markExtension)
    }

    /// Marks `url` as on its way, durably (the mark and its directory entry are synced), creating the
    /// directory when needed.
    ///
    /// - Throws: ``PersistenceError`` when the mark cannot be written.
    public static func begin(_ url: URL) throws(PersistenceError) {
        try AtomicFile.write(Data(), to: mark(of: url))
        syncDirectory(url.deletingLastPathComponent())
    }

    /// Clears the mark of `url`: its file is complete (and renamed into place), or will never be needed.
    public static func end(_ url: URL) {
        let directory = url.deletingLastPathComponent()
        // NB: the file's name is made durable before the mark's removal is, so no crash can keep the
        // removal and lose the file.
        syncDirectory(directory)
        unlink(mark(of: url).path)
        syncDirectory(directory)
    }

    /// Whether `url` is marked as on its way.
    public static func isPending(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: mark(of: url).path)
    }

    /// What ``settle(in:hasItem:removeItem:)`` did.
    public struct Settlement: Equatable, Sendable {
        /// The UUIDs of the takes removed because their audio never arrived.
        public var removedTakes: [UUID] = []
        /// The names of the files deleted: marks and partial uploads.
        public var removedFiles: [String] = []
    }

    /// Settles what a stopped upload left in `directory` of `<UUID>.wav` files: a marked file that
    /// arrived keeps its item and loses its mark; a marked file that never arrived loses its item (through
    /// `removeItem`, when `hasItem` says there is one) and its mark; a partial upload's temporary file
    /// (`.<UUID>.wav.<random>.tmp`) is deleted.
    ///
    /// Call it when the library has loaded whole and nothing is writing audio into `directory`.
    public static func settle(
        in directory: URL, hasItem: (UUID) -> Bool, removeItem: (UUID) -> Void
    ) -> Settlement {
        var settlement = Settlement()
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            // NB: a directory that cannot be listed holds no marks this process could act on.
            return settlement
        }
        for name in names {
            if let uuid = markedUUID(name) {
                let audio = directory.appendingPathComponent(String(name.dropLast(markExtension.count + 1)))
                if !FileManager.default.fileExists(atPath: audio.path), hasItem(uuid) {
                    removeItem(uuid)
                    settlement.removedTakes.append(uuid)
                }
                if unlink(directory.appendingPathComponent(name).path) == 0 { settlement.removedFiles.append(name) }
            } else if isPartialAudio(name) {
                if unlink(directory.appendingPathComponent(name).path) == 0 { settlement.removedFiles.append(name) }
            }
        }
        if !settlement.removedFiles.isEmpty { syncDirectory(directory) }
        return settlement
    }

    /// The UUID of a mark's name, `<UUID>.wav.pending`; nil for other names.
    static func markedUUID(_ name: String) -> UUID? {
        let suffix = ".wav.\(markExtension)"
        guard name.lowercased().hasSuffix(suffix) else { return nil }
        return UUID(uuidString: String(name.dropLast(suffix.count)))
    }

    /// Whether `name` is the temporary file of an unfinished atomic write of a `<UUID>.wav`
    /// (``AtomicFile``'s `.<name>.<UUID>.tmp`).
    static func isPartialAudio(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.lowercased().hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && UUID(uuidString: String(parts[0])) != nil && parts[1].lowercased() == "wav"
            && UUID(uuidString: String(parts[2])) != nil
    }

    /// Syncs `directory`, so the names created, renamed or removed in it survive a crash of the machine.
    static func syncDirectory(_ directory: URL) {
        let fd = open(directory.path, O_RDONLY | O_DIRECTORY)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
