public import Foundation

/// Where an `apparch api` server listens and the web host's limits it keeps.
public struct APIServerSettings: Sendable, Equatable {
    /// The address to listen on; loopback unless told otherwise.
    public var host: String
    /// The port (0 picks a free one).
    public var port: Int
    /// The most connections served at once; one more is answered `503`.
    public var maximumConnections: Int
    /// Seconds a connection may stay idle (or take to send its first request head) before it is closed.
    public var idleTimeout: TimeInterval
    /// The most bytes of a request's line and headers; more are answered `431`.
    public var maximumHeaderBytes: Int

    /// Creates settings with the web host's limits.
    public init(
        host: String = "127.0.0.1", port: Int, maximumConnections: Int = 64, idleTimeout: TimeInterval = 30,
        maximumHeaderBytes: Int = 16 * 1024
    ) {
        self.host = host
        self.port = port
        self.maximumConnections = maximumConnections
        self.idleTimeout = idleTimeout
        self.maximumHeaderBytes = maximumHeaderBytes
    }

    /// Whether the server listens on loopback only.
    public var isLoopback: Bool { OriginPolicy.isLoopback(host) }
}
