import Testing

/// Runs a test's work with something that must be closed (a database, a server, a process) and closes it
/// on every path, so a failing step is reported as that test's failure and the run goes on: a SQLite
/// connection released without being closed stops the whole test process.
///
/// ```swift
/// let server = try await LiveRecordingsServer.start()
/// try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
///     try await client.sync(with: server)
/// }
/// ```
public enum Closing {
    /// Runs `body` with `resource`, then closes it with `close`, whether `body` threw or not.
    ///
    /// - Throws: what `body` throws, or else what `close` throws. When both throw, the failure to close is
    ///   recorded as an issue of the running test and `body`'s error is thrown.
    public static func use<Resource: Sendable, Result>(
        _ resource: Resource, closedBy close: (Resource) async throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (Resource) async throws -> Result
    ) async throws -> Result {
        let result: Result
        do {
            result = try await body(resource)
        } catch {
            do {
                try await close(resource)
            } catch let closing {
                Issue.record(closing, "closing after a failure failed too")
            }
            throw error
        }
        try await close(resource)
        return result
    }
}
