import Foundation
public import HTTPGuards
public import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
public import ServiceLifecycle
public import UnixSignals

/// `apparch api recordings`: the API served over HTTP until SIGINT or SIGTERM, with the web host's
/// limits in front of it.
public enum RecordingsAPIServer {
    /// Builds the HTTP application of the API over `database`; `onRunning` gets the base URL once the
    /// socket is bound. Connections over the cap get `503`, heads over the header limit `431`, and a
    /// connection idle for the timeout (or slow to send its first head) is closed.
    ///
    /// - Returns: the application and the limits its connections share (``run(configuration:database:onRunning:)``
    ///   closes whatever is still open with them at shutdown).
    public static func makeApplication(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase,
        onRunning: @escaping @Sendable (String) -> Void = { _ in }
    ) -> (application: some ApplicationProtocol, limits: ConnectionGate.Limits) {
        var logger = Logger(label: "apparch.api")
        // NB: Hummingbird logs connections closed before their first request (the limits working) as errors.
        logger.logLevel = .critical
        let timeout = TimeAmount.milliseconds(Int64(configuration.idleTimeout * 1000))
        let limits = ConnectionGate.Limits(
            maximumConnections: configuration.maximumConnections,
            maximumHeadBytes: configuration.maximumHeaderBytes, headTimeout: timeout)
        let headerLimit = configuration.maximumHeaderBytes
        let http1 = HTTP1Channel.Configuration(
            additionalChannelHandlers: [HeaderLimitResponder()],
            idleTimeout: timeout,
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: headerLimit, maxHeaderListSize: headerLimit, maxHeaderFieldCount: 100))
        let host = configuration.host
        let port = configuration.port
        let application = Application(
            router: RecordingsAPI.router(database: database, token: configuration.token, boundHost: host),
            server: HTTPServerBuilder { responder in
                GuardedChannel(wrapped: HTTP1Channel(responder: responder, configuration: http1), limits: limits)
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "apparch-api"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shown):\(bound)/")
            },
            logger: logger)
        return (application, limits)
    }

    /// The server as a service group: the application, and a service that closes whatever connections
    /// are still open shortly after a graceful shutdown begins (on one of `signals`, or when triggered).
    public static func makeServiceGroup(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase, signals: [UnixSignal],
        onRunning: @escaping @Sendable (String) -> Void
    ) -> ServiceGroup {
        var logger = Logger(label: "apparch.api")
        logger.logLevel = .warning
        let (application, limits) = makeApplication(
            configuration: configuration, database: database, onRunning: onRunning)
        var groupConfiguration = ServiceGroupConfiguration(
            services: [application, CloseConnections(limits: limits)], gracefulShutdownSignals: signals,
            logger: logger)
        // NB: requests in flight get a moment to finish; a peer that holds its connection open cannot keep
        // the process alive past it.
        groupConfiguration.maximumGracefulShutdownDuration = .milliseconds(1500)
        return ServiceGroup(configuration: groupConfiguration)
    }

    /// Serves the API over `database` until SIGINT or SIGTERM, then closes the database.
    ///
    /// - Throws: when the address cannot be bound.
    public static func run(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase,
        onRunning: @escaping @Sendable (String) -> Void
    ) async throws {
        let group = makeServiceGroup(
            configuration: configuration, database: database, signals: [.sigterm, .sigint], onRunning: onRunning)
        do {
            try await group.run()
        } catch {
            try? await database.shutdown()
            throw error
        }
        try await database.shutdown()
    }

    /// A random access token: 32 hexadecimal digits.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}

/// Waits for the shutdown signal, gives requests in flight a moment, then closes every connection still
/// open, whatever its peer does (services stop in reverse order, so this runs before the server's own
/// graceful close).
private struct CloseConnections: Service {
    let limits: ConnectionGate.Limits

    func run() async throws {
        try? await gracefulShutdown()
        try? await Task.sleep(for: .milliseconds(500))
        limits.closeAll()
    }
}
