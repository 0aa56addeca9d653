public import Foundation
public import RecordingsServer
import ServiceLifecycle
import Synchronization

/// A Recordings server running in the test's process on a real loopback port, for clients that talk to
/// it over HTTP as they would to `apparch api recordings`: started, stopped and started again on the
/// same port and library, to test what clients do while it is away.
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
    private let state = Mutex<(port: Int, group: ServiceGroup?, task: Task<Void, any Error>?)>((0, nil, nil))

    private init(database: LibraryDatabase) {
        self.database = database
    }

    /// Starts a server on a free port over `database` (a new in-memory library by default).
    public static func start(database: LibraryDatabase? = nil) async throws -> LiveRecordingsServer {
        let opened: LibraryDatabase
        if let database { opened = database } else { opened = try await LibraryDatabase.inMemory() }
        let server = LiveRecordingsServer(database: opened)
        try await server.resume()
        return server
    }

    /// The address clients take: the base URL with the token.
    public var address: String {
        "http://127.0.0.1:\(state.withLock { $0.port })/?token=\(Self.token)"
    }

    /// Whether the server is serving now.
    public var isRunning: Bool { state.withLock { $0.group != nil } }

    /// Starts serving again, on the same port as before (a free one the first time).
    public func resume() async throws {
        let port = state.withLock { $0.port }
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let group = RecordingsAPIServer.makeServiceGroup(
            configuration: RecordingsAPIConfiguration(port: port, token: Self.token), database: database,
            signals: []
        ) { url in
            continuation.yield(url)
            continuation.finish()
        }
        let task = Task { try await group.run() }
        var bound: String?
        for await url in stream { bound = url }
        guard let bound, let chosen = URLComponents(string: bound)?.port else {
            task.cancel()
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the server did not start"])
        }
        state.withLock { $0 = (chosen, group, task) }
    }

    /// Stops serving (requests in flight finish); the library stays for ``resume()``.
    public func stop() async {
        let (group, task) = state.withLock { state in
            defer {
                state.group = nil
                state.task = nil
            }
            return (state.group, state.task)
        }
        await group?.triggerGracefulShutdown()
        _ = try? await task?.value
    }

    /// Stops serving and closes the library.
    public func shutdown() async throws {
        await stop()
        try await database.shutdown()
    }
}
