import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to an open file descriptor the way durable files need it: every byte, through partial writes and
/// interruptions, then flushed to disk.
enum FileDescriptor {
    /// Writes all of `data` to `descriptor` and flushes it with `fsync`.
    ///
    /// - Returns: why it failed (the system's message), or nil when every byte is on disk.
    static func writeAndSync(_ data: Data, to descriptor: Int32) -> String? {
        var failure: String?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        return failure
    }
}
