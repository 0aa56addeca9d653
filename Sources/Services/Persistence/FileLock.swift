public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory, process-wide lock on a document, so two processes never write one file.
///
/// The lock is a `flock` on `<document>.lock`, which also records the holder's process id for the error
/// message. The operating system releases it when the process ends, even after a crash.
public final class FileLock: Sendable {
    /// The lock file's location.
    public let url: URL
    private let descriptor: Int32
    private let released = LockState()

    /// Takes the lock for the document at `documentURL`, without waiting.
    ///
    /// - Throws: ``PersistenceError`` `.locked` when another process holds it, `.writeFailed` when the
    ///   lock file cannot be created.
    public init(for documentURL: URL) throws(PersistenceError) {
        let url = documentURL.appendingPathExtension("lock")
        try DataDirectory.ensureExists(url.deletingLastPathComponent())
        let fd = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOf: url, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            close(fd)
            throw PersistenceError(.locked(path: documentURL.path, holder: holder.map { "process \($0)" }))
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(fd, 0)
        _ = pid.withCString { Glibc.write(fd, $0, strlen($0)) }
        self.url = url
        self.descriptor = fd
    }

    /// Releases the lock now, so another process (or a relaunch) can open the document. Calling it again
    /// does nothing; the lock is released on deinitialisation otherwise.
    public func unlock() {
        guard released.markReleased() else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    deinit {
        unlock()
    }
}
