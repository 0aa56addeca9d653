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
        if let failure = writeAll(data, to: descriptor) { return failure }
        return fsync(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// Writes all of `data` to `descriptor`, through partial writes and interruptions, without flushing:
    /// the bytes then outlive the process (the kernel holds them) but not a power cut.
    ///
    /// - Returns: why it failed (the system's message), or nil when every byte was written.
    static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
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
        return failure
    }
}
