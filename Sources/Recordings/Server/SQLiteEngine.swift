import Foundation
import SQLKit
import SQLiteKit

/// The embedded engine: one SQLite connection to a file in the data directory (or in memory, for tests).
///
/// Requests of one process take turns (an actor alone would let a second request in at every `await`,
/// into the middle of the first one's transaction); `BEGIN IMMEDIATE` and a busy timeout keep several
/// processes on one file consistent.
actor SQLiteEngine: DatabaseEngine {
    nonisolated let dialect = SQLEngineDialect.sqlite
    nonisolated let location: String
    private let connection: SQLiteConnection
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Opens `path` (nil: an in-memory database) with foreign keys enforced.
    static func open(path: String?) async throws -> SQLiteEngine {
        let connection = try await SQLiteConnection.open(storage: path.map { .file(path: $0) } ?? .memory)
        let engine = SQLiteEngine(
            connection: connection, location: path.map { "SQLite at \($0)" } ?? "SQLite in memory")
        // NB: another process holding the write lock makes a statement wait up to 5 s, not fail at once.
        try await connection.sql().raw("PRAGMA busy_timeout = 5000").run()
        return engine
    }

    private init(connection: SQLiteConnection, location: String) {
        self.connection = connection
        self.location = location
    }

    /// Turns foreign-key enforcement (and so `ON DELETE CASCADE`) on or off; it cannot change inside a
    /// transaction, so migrations that rebuild a table run between the two.
    func setForeignKeys(_ enabled: Bool) async throws {
        try await connection.sql().raw(
            SQLQueryString(enabled ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF")
        ).run()
    }

    func transaction<T: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        }
        isBusy = true
        defer {
            if waiting.isEmpty {
                isBusy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await connection.sql().inTransaction(begin: "BEGIN IMMEDIATE", body)
    }

    nonisolated func violatedConstraint(in error: any Error) -> ConstraintViolation? {
        guard let error = error as? SQLiteError else { return nil }
        switch error.reason {
        case .constraintUniqueFailed, .constraintPrimaryKeyFailed: return .unique
        case .constraintForeignKeyFailed: return .foreignKey
        default: return nil
        }
    }

    func shutdown() async throws {
        try await connection.close()
    }
}
