import HTTPGuards
import Hummingbird
public import ServiceLifecycle
public import UnixSignals

/// `apparch api koober`: Koober Cloud served over HTTP until SIGINT or SIGTERM, with the web host's limits
/// in front of it (see ``HTTPGuards/APIServer``).
public enum KooberCloudServer {
    /// The server as a service group over `database`: it stops when one of `signals` arrives or a graceful
    /// shutdown is triggered; `onRunning` gets the base URL once the socket is bound.
    public static func makeServiceGroup(
        configuration: KooberCloudConfiguration, database: KooberCloudDatabase, signals: [UnixSignal],
        onRunning: @escaping @Sendable (String) -> Void
    ) -> ServiceGroup {
        APIServer.makeServiceGroup(
            router: KooberCloudAPI.router(database: database, boundHost: configuration.settings.host),
            settings: configuration.settings, signals: signals, onRunning: onRunning)
    }

    /// Serves Koober Cloud over `database` until SIGINT or SIGTERM, then closes the database.
    ///
    /// - Throws: when the address cannot be bound.
    public static func run(
        configuration: KooberCloudConfiguration, database: KooberCloudDatabase,
        onRunning: @escaping @Sendable (String) -> Void
    ) async throws {
        try await APIServer.run(
            router: KooberCloudAPI.router(database: database, boundHost: configuration.settings.host),
            settings: configuration.settings, onRunning: onRunning, closing: database.shutdown)
    }
}
