import Foundation
import HTTPGuards
import Hummingbird
public import ServiceLifecycle
public import UnixSignals

/// `apparch api recordings`: the API served over HTTP until SIGINT or SIGTERM, with the web host's
/// limits in front of it (see ``HTTPGuards/APIServer``).
public enum RecordingsAPIServer {
    /// The server as a service group: the application, and a service that closes whatever connections
    /// are still open shortly after a graceful shutdown begins (on one of `signals`, or when triggered).
    public static func makeServiceGroup(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase, signals: [UnixSignal],
        onRunning: @escaping @Sendable (String) -> Void
    ) -> ServiceGroup {
        APIServer.makeServiceGroup(
            router: router(configuration: configuration, database: database), settings: configuration.settings,
            signals: signals, onRunning: onRunning)
    }

    private static func router(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase
    ) -> Router<BasicRequestContext> {
        RecordingsAPI.router(database: database, token: configuration.token, boundHost: configuration.host)
    }

    /// Serves the API over `database` until SIGINT or SIGTERM, then closes the database.
    ///
    /// - Throws: when the address cannot be bound.
    public static func run(
        configuration: RecordingsAPIConfiguration, database: LibraryDatabase,
        onRunning: @escaping @Sendable (String) -> Void
    ) async throws {
        try await APIServer.run(
            router: router(configuration: configuration, database: database), settings: configuration.settings,
            onRunning: onRunning, closing: database.shutdown)
    }

    /// A random access token: 32 hexadecimal digits.
    public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
