public import SQLKit

/// One version of a schema: the statements that bring a database from the version before to this one,
/// spelt for each engine, or a body that runs its own (to seed rows computed in Swift).
///
/// A server lists its migrations in order and opens its database with
/// ``DatabaseEngine/migrate(_:versionTable:lock:then:)``, which runs the ones the database has not had.
public struct SchemaMigration: Sendable {
    /// The version the database is at once this migration ran; versions increase along the list.
    public let version: Int
    private let body: @Sendable (any SQLDatabase, SQLEngineDialect) async throws -> Void

    /// A migration of plain statements, one list per engine, run in order.
    public init(version: Int, sqlite: [String], postgres: [String]) {
        self.version = version
        body = { database, dialect in
            for statement in dialect == .sqlite ? sqlite : postgres {
                try await database.raw(SQLQueryString(statement)).run()
            }
        }
    }

    /// A migration that runs `body` with the database and its engine's dialect, inside the transaction
    /// that migrates.
    public init(version: Int, _ body: @escaping @Sendable (any SQLDatabase, SQLEngineDialect) async throws -> Void) {
        self.version = version
        self.body = body
    }

    /// Runs the migration on `database`.
    public func apply(to database: any SQLDatabase, dialect: SQLEngineDialect) async throws {
        try await body(database, dialect)
    }
}
