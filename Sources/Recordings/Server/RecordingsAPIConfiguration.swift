public import Foundation
public import HTTPGuards

/// Where and how `apparch api recordings` serves: the address, the token, and the web host's limits.
public struct RecordingsAPIConfiguration: Sendable {
    /// The address to listen on; loopback unless told otherwise.
    public var host: String
    /// The port (0 picks a free one).
    public var port: Int
    /// The access token every request must send as `Authorization: Bearer`.
    public var token: String
    /// The most connections served at once; one more is answered `503`.
    public var maximumConnections: Int
    /// Seconds a connection may stay idle (or take to send its first request head) before it is closed.
    public var idleTimeout: TimeInterval
    /// The most bytes of a request's line and headers; more are answered `431`.
    public var maximumHeaderBytes: Int

    /// Creates a configuration with the web host's limits.
    public init(
        host: String = "127.0.0.1", port: Int = 8081, token: String, maximumConnections: Int = 64,
        idleTimeout: TimeInterval = 30, maximumHeaderBytes: Int = 16 * 1024
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.maximumConnections = maximumConnections
        self.idleTimeout = idleTimeout
        self.maximumHeaderBytes = maximumHeaderBytes
    }

    /// Whether the server listens on loopback only.
    public var isLoopback: Bool { settings.isLoopback }

    /// The address and limits, as the HTTP host takes them.
    public var settings: APIServerSettings {
        APIServerSettings(
            host: host, port: port, maximumConnections: maximumConnections, idleTimeout: idleTimeout,
            maximumHeaderBytes: maximumHeaderBytes)
    }
}
