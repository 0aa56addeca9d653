public import RecordingsServer
import ServerTesting

/// A Recordings server running in the test's process on a real loopback port (a ``ServerTesting/LiveServer``),
/// for clients that talk to it over HTTP as they would to `apparch api recordings`: started, stopped and
/// started again on the same port and library, to test what clients do while it is away.
///
/// ```swift
/// let server = try await LiveRecordingsServer.start()
/// let pattern = RecordingsModelOwnedApp.pattern(server: try RemoteLibrary(address: server.address))
/// …
/// await server.stop()
/// ```
public final class LiveRecordingsServer: Sendable {
    /// The token the server wants.
    public static let token = "livetesttoken0123456789"

    /// The library, shared by every start.
    public let database: LibraryDatabase
    private let server: LiveServer

    private init(database: LibraryDatabase, server: LiveServer) {
        self.database = database
        self.server = server
    }

    /// Starts a server on a free port over `database` (a new in-memory library by default).
    public static func start(database: LibraryDatabase? = nil) async throws -> LiveRecordingsServer {
        let opened: LibraryDatabase
        if let database { opened = database } else { opened = try await LibraryDatabase.inMemory() }
        let server = try await LiveServer.start { port, onRunning in
            RecordingsAPIServer.makeServiceGroup(
                configuration: RecordingsAPIConfiguration(port: port, token: Self.token), database: opened,
                signals: [], onRunning: onRunning)
        }
        return LiveRecordingsServer(database: opened, server: server)
    }

    /// The address clients take: the base URL with the token.
    public var address: String { "\(server.baseURL)?token=\(Self.token)" }

    /// Whether the server is serving now.
    public var isRunning: Bool { server.isRunning }

    /// Starts serving again, on the same port as before.
    public func resume() async throws {
        try await server.resume()
    }

    /// Stops serving (requests in flight finish); the library stays for ``resume()``.
    public func stop() async {
        await server.stop()
    }

    /// Stops serving and closes the library.
    public func shutdown() async throws {
        await stop()
        try await database.shutdown()
    }
}
