public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file opened for reading without following a symbolic link and without blocking: what a
/// server that hands out files by name opens, so that a link, FIFO, socket or device planted in a file's
/// place is refused instead of disclosing another file or hanging the request.
public struct RegularFile: Sendable {
    /// The open file; closed when the last copy of the handle goes away.
    public let handle: FileHandle
    /// The file's size in bytes.
    public let size: Int

    /// Opens `url` for reading.
    ///
    /// - Returns: nil when there is no file at `url`, it cannot be opened, or it is not a regular file
    ///   (a symbolic link, FIFO, socket, device or folder).
    public static func open(_ url: URL) -> RegularFile? {
        let descriptor = Glibc.open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return RegularFile(handle: handle, size: Int(status.st_size))
    }
}
