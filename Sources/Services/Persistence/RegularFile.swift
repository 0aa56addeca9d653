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

    /// What a server hands out by name under `root`: the contents of the regular file at `url`, when
    /// `url` resolves inside `root` (no `..` or link leads out of it) and holds at most `maximumSize` bytes.
    ///
    /// - Returns: nil when the file is outside `root`, missing, not a regular file or too large.
    /// - Throws: the read's error when the file was opened but could not be read.
    public static func contents(of url: URL, under root: URL, maximumSize: Int) throws -> Data? {
        let base = root.resolvingSymlinksInPath().path + "/"
        guard url.resolvingSymlinksInPath().path.hasPrefix(base), let file = open(url), file.size <= maximumSize
        else { return nil }
        return try file.handle.readToEnd() ?? Data()
    }
}
