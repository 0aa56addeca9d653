public import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `apparch api recordings`: the API served over HTTP until SIGINT or SIGTERM, on the SQLite library in
/// a data directory.
public enum RecordingsAPIServer {
    /// Serves the API for the library in `directory` on `host`:`port` (0 picks a free port), guarded by
    /// `token`; `onRunning` gets the base URL once the socket is bound.
    ///
    /// - Throws: when the database cannot be opened or the address cannot be bound.
    public static func run(
        host: String, port: Int, directory: URL, token: String,
        onRunning: @escaping @Sendable (String) -> Void
    ) async throws {
        let database = try await LibraryDatabase.sqlite(directory: directory)
        var logger = Logger(label: "apparch.api")
        logger.logLevel = .warning
        // NB: the web host's limits: an idle connection is closed after 30 s, and headers over 16 KB are
        // refused, so a slow or hostile client cannot hold the server.
        let headerLimit = 16 * 1024
        let http1 = HTTP1Channel.Configuration(
            idleTimeout: .seconds(30),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: headerLimit, maxHeaderListSize: headerLimit, maxHeaderFieldCount: 100))
        let application = Application(
            router: RecordingsAPI.router(
                database: database, token: token, isLoopback: BrowserGuard<BasicRequestContext>.isLoopbackHost(host)),
            server: .http1(configuration: http1),
            configuration: .init(address: .hostname(host, port: port), serverName: "apparch-api"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shown = host.contains(":") ? "[\(host)]" : host
                onRunning("http://\(shown):\(bound)/")
            },
            logger: logger)
        let group = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
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
