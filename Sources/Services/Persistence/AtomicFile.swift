public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old content or the new, never a mixture.
///
/// The data goes to a temporary file in the same directory, is flushed to disk, and is renamed over the
/// destination; a failure leaves the destination untouched and removes the temporary file. Files are
/// readable and writable by their owner only (`0600`): documents and recordings are the person's own.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the parent directory if needed.
    ///
    /// - Throws: ``PersistenceError`` with code `.writeFailed` or `.directoryUnavailable`.
    public static func write(_ data: Data, to url: URL) throws(PersistenceError) {
        let directory = url.deletingLastPathComponent()
        try DataDirectory.ensureExists(directory)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let path = temporary.path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        var failure = FileDescriptor.writeAndSync(data, to: fd)
        close(fd)
        if failure == nil, rename(path, url.path) != 0 { failure = FileDescriptor.systemMessage() }
        if let failure {
            unlink(path)
            throw PersistenceError(.writeFailed(path: url.path, reason: failure))
        }
    }
}
