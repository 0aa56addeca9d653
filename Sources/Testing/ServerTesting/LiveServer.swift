import Foundation
public import ServiceLifecycle
import Synchronization

/// A server running in the test's process on a real loopback port, for clients that talk to it over HTTP
/// as they would to `apparch api …`: started, stopped and started again on the same port, to test what
/// clients do while it is away. The server is whatever service group `makeGroup` builds for a port.
///
/// ```swift
/// let server = try await LiveServer.start { port, onRunning in
///     KooberCloudServer.makeServiceGroup(configuration: .init(settings: .init(port: port)), …, onRunning: onRunning)
/// }
/// … server.baseURL …
/// await server.stop()
/// ```
public final class LiveServer: Sendable {
    /// Builds the server's service group for `port` (0: a free one); it calls `onRunning` with the base
    /// URL once the socket is bound, and runs until shut down gracefully (no signals).
    public typealias MakeGroup =
        @Sendable (_ port: Int, _ onRunning: @escaping @Sendable (String) -> Void) ->
        ServiceGroup

    private let makeGroup: MakeGroup
    private let state = Mutex<(port: Int, group: ServiceGroup?, task: Task<Void, any Error>?)>((0, nil, nil))

    private init(makeGroup: @escaping MakeGroup) {
        self.makeGroup = makeGroup
    }

    /// Starts the server `makeGroup` builds on a free port.
    ///
    /// - Throws: ``LiveServerError`` when it does not report a bound port.
    public static func start(_ makeGroup: @escaping MakeGroup) async throws -> LiveServer {
        let server = LiveServer(makeGroup: makeGroup)
        try await server.resume()
        return server
    }

    /// The port it serves on (the same after every ``resume()``).
    public var port: Int { state.withLock { $0.port } }

    /// The base URL, ending in `/`.
    public var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// Whether the server is serving now.
    public var isRunning: Bool { state.withLock { $0.group != nil } }

    /// Starts serving again, on the same port as before (a free one the first time).
    ///
    /// - Throws: ``LiveServerError`` when the server does not report a bound port.
    public func resume() async throws {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let group = makeGroup(port) { url in
            continuation.yield(url)
            continuation.finish()
        }
        let task = Task { try await group.run() }
        var bound: String?
        for await url in stream { bound = url }
        guard let bound, let chosen = URLComponents(string: bound)?.port else {
            task.cancel()
            throw LiveServerError()
        }
        state.withLock { $0 = (chosen, group, task) }
    }

    /// Stops serving (requests in flight finish).
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
}
