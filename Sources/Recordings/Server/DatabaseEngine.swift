import SQLKit

/// One of the SQL engines the library can live in; ``LibraryDatabase`` speaks SQL through it and stays
/// the same over both.
///
/// Contract: ``transaction(_:)`` runs its body on one connection inside one transaction, commits when the
/// body returns and rolls back when it throws, so a change is applied whole or not at all.
protocol DatabaseEngine: Sendable {
    /// Which engine this is, for the few statements whose spelling differs.
    var dialect: SQLEngineDialect { get }

    /// Where the library is, in words for a person ("SQLite at …", "PostgreSQL at …").
    var location: String { get }

    /// Runs `body` in one transaction.
    func transaction<T: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T

    /// The constraint `error` reports as broken, if it is a constraint violation.
    func violatedConstraint(in error: any Error) -> ConstraintViolation?

    /// Closes the connections.
    func shutdown() async throws
}

extension SQLDatabase {
    /// Runs `body` between `begin` and `COMMIT`, rolling back when it throws: the transaction both engines
    /// wrap every request in (they differ in how they begin it and on which connection).
    func inTransaction<T: Sendable>(
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

/// The engines' names, for statements spelt differently.
enum SQLEngineDialect: Sendable {
    case sqlite
    case postgres
}

/// A constraint the database refused a statement for.
enum ConstraintViolation: Sendable {
    /// A second row with the same key.
    case unique
    /// A row referring to a parent that is not there (deleted meanwhile by another request or process).
    case foreignKey
}
