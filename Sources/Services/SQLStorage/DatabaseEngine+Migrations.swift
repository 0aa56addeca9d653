public import SQLKit

extension DatabaseEngine {
    /// Brings the database to the last of `migrations`, in one transaction: the versions it has are in
    /// `versionTable` (made when missing), the others run in order, then `finish` runs (to make rows every
    /// version needs, such as a root). Nothing is applied when any of it throws.
    ///
    /// Several processes may open one PostgreSQL database at once: each migrates under the transaction-wide
    /// advisory lock `lock`, so the second waits, then finds the work done (and seeds nothing twice).
    ///
    /// - Parameters:
    ///   - migrations: the schema's versions, in increasing order.
    ///   - versionTable: the table recording the versions a database has; one per schema, so schemas of
    ///     several servers can share a database.
    ///   - lock: the advisory lock's key, one per schema.
    public func migrate(
        _ migrations: [SchemaMigration], versionTable: String, lock: Int64,
        then finish: @escaping @Sendable (any SQLDatabase) async throws -> Void = { _ in }
    ) async throws {
        let dialect = dialect
        try await transaction { database in
            if dialect == .postgres {
                // NB: held to the end of the transaction: a second process opening the same database at
                // once waits here, then finds the schema made.
                try await database.raw("SELECT pg_advisory_xact_lock(\(bind: lock))").run()
            }
            try await database.raw("CREATE TABLE IF NOT EXISTS \(ident: versionTable) (version INTEGER PRIMARY KEY)")
                .run()
            let done = Set(
                try await database.raw("SELECT version FROM \(ident: versionTable)").all(
                    decodingColumn: "version", as: Int.self))
            for migration in migrations where !done.contains(migration.version) {
                try await migration.apply(to: database, dialect: dialect)
                try await database.raw(
                    "INSERT INTO \(ident: versionTable) (version) VALUES (\(bind: migration.version))"
                )
                .run()
            }
            try await finish(database)
        }
    }
}
