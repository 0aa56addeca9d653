import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing an open file descriptor through partial transfers and interruptions: every byte
/// asked for, and for durable files, flushed to disk.
enum FileDescriptor {
    /// Up to `count` bytes of `descriptor` from `offset`, without moving its position: fewer only where the
    /// file ends.
    ///
    /// - Returns: the bytes, or why the read failed (the system's message).
    static func read(_ count: Int, at offset: Int, from descriptor: Int32) -> (bytes: [UInt8], failure: String?) {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled, off_t(offset + filled))
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return ([], systemMessage()) }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(count - filled)
        return (bytes, nil)
    }

    /// Writes all of `data` to `descriptor` and flushes it with `fsync`.
    ///
    /// - Returns: why it failed (the system's message), or nil when every byte is on disk.
    static func writeAndSync(_ data: Data, to descriptor: Int32) -> String? {
        if let failure = writeAll(data, to: descriptor) { return failure }
        return fsync(descriptor) == 0 ? nil : systemMessage()
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
                    failure = systemMessage()
                    return
                }
                offset += written
            }
        }
        return failure
    }

    /// The system's message for the last failed call (`errno`).
    static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
