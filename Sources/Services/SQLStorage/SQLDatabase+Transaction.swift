public import SQLKit

extension SQLDatabase {
    /// Runs `body` between `begin` and `COMMIT`, rolling back when it throws: the transaction both engines
    /// wrap every request in (they differ in how they begin it and on which connection).
    ///
    /// - Parameter begin: the statement that starts the transaction (`BEGIN`, `BEGIN IMMEDIATE`).
    public func inTransaction<T: Sendable>(
        begin: SQLQueryString, _ body: @Sendable (any SQLDatabase) async throws -> T
    ) async throws -> T {
        try await raw(begin).run()
        do {
            let result = try await body(self)
            try await raw("COMMIT").run()
            return result
        } catch {
            try await raw("ROLLBACK").run()
            throw error
        }
    }
}
