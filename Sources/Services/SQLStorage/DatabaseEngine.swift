public import SQLKit

/// One of the SQL engines a server's data can live in; the server speaks SQL through it and stays the same
/// over both (``SQLiteEngine`` embedded, ``PostgresEngine`` for several processes on one database).
///
/// Contract: ``transaction(_:)`` runs its body on one connection inside one transaction, commits when the
/// body returns and rolls back when it throws, so a change is applied whole or not at all.
public protocol DatabaseEngine: Sendable {
    /// Which engine this is, for the few statements whose spelling differs.
    var dialect: SQLEngineDialect { get }

    /// Where the data is, in words for a person ("SQLite at …", "PostgreSQL at user@host:port/db"), never
    /// with a password.
    var location: String { get }

    /// Runs `body` in one transaction.
    func transaction<T: Sendable>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> T) async throws -> T

    /// The constraint `error` reports as broken, if it is a constraint violation.
    func violatedConstraint(in error: any Error) -> ConstraintViolation?

    /// Closes the connections.
    func shutdown() async throws
}
