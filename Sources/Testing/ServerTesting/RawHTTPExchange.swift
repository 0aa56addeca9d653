public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One exchange over a plain TCP connection to a server on this machine, below any HTTP library: what a
/// broken or hostile client sends, what comes back, and whether the server closed the connection.
public struct RawHTTPExchange: Sendable {
    /// Everything the server sent, as text.
    public let response: String
    /// Whether the server closed the connection within the wait.
    public let closed: Bool

    /// The status code of the first response line, or nil when none came.
    public var status: Int? {
        let parts = response.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
        return Int(parts[1])
    }

    /// Connects to `127.0.0.1:port`, sends `bytes`, and reads until the server closes the connection or
    /// `wait` seconds pass (then ``closed`` is false).
    ///
    /// The exchange blocks a thread of its own, never one of Swift concurrency's few shared threads: a
    /// server in the same process answers on those, so blocking them here would keep it from answering.
    ///
    /// - Throws: ``RawSocketError`` when the connection cannot be made or the bytes not sent.
    public static func send(_ bytes: [UInt8], port: Int, wait: Double = 5) async throws -> RawHTTPExchange {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try exchange(bytes, port: port, wait: wait) })
            }.start()
        }
    }

    /// ``send(_:port:wait:)`` for text.
    public static func send(_ text: String, port: Int, wait: Double = 5) async throws -> RawHTTPExchange {
        try await send(Array(text.utf8), port: port, wait: wait)
    }

    private static func exchange(_ bytes: [UInt8], port: Int, wait: Double) throws -> RawHTTPExchange {
        let socket = try RawSocket(port: port)
        defer { socket.close() }
        try socket.write(bytes)
        var received: [UInt8] = []
        let closed = socket.read(into: &received, until: Date().addingTimeInterval(wait))
        return RawHTTPExchange(response: String(decoding: received, as: UTF8.self), closed: closed)
    }
}

/// A connected TCP socket to loopback, for the raw exchanges of the tests and probes.
public final class RawSocket: Sendable {
    private let descriptor: Int32

    /// Connects to `127.0.0.1:port`.
    ///
    /// - Throws: ``RawSocketError`` when the socket cannot be made or the connection is refused.
    public init(port: Int) throws {
        #if canImport(Glibc)
        let kind = Int32(SOCK_STREAM.rawValue)
        #else
        let kind = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw RawSocketError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let message = String(cString: strerror(errno))
            _ = Glibc.close(descriptor)
            throw RawSocketError("connect to port \(port): \(message)")
        }
        self.descriptor = descriptor
    }

    /// Sends every byte.
    ///
    /// - Throws: ``RawSocketError`` when the connection fails first.
    public func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw RawSocketError("send: \(String(cString: strerror(errno)))") }
            offset += sent
        }
    }

    /// Reads what arrives into `received` until the peer closes the connection (returns true) or
    /// `deadline` passes (returns false).
    public func read(into received: inout [UInt8], until deadline: Date) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000)) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return true
            }
        }
    }

    /// Closes the socket.
    public func close() {
        _ = Glibc.close(descriptor)
    }
}

/// A raw socket that could not connect or send.
public struct RawSocketError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
