public import Foundation
public import SQLKit
import SQLiteKit
import Services

/// The embedded engine: one SQLite connection to a file in the data directory (or in memory, for tests).
///
/// Requests of one process take turns (an actor alone would let a second request in at every `await`,
/// into the middle of the first one's transaction); `BEGIN IMMEDIATE` and a busy timeout keep several
/// processes on one file consistent.
public actor SQLiteEngine: DatabaseEngine {
    public nonisolated let dialect = SQLEngineDialect.sqlite
    public nonisolated let location: String
    private let connection: SQLiteConnection
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Opens (creating when needed) the database `file` in `directory`, private to the user: the directory
    /// is made 0700 when missing, the file is created 0600 before SQLite opens it and kept 0600.
    ///
    /// - Throws: when the directory cannot be made, the file's mode set, or the database opened.
    public static func open(privateFile file: String, in directory: URL) async throws -> SQLiteEngine {
        try DataDirectory.ensureExists(directory)
        let path = directory.appendingPathComponent(file).path
        // NB: created private before SQLite opens it, so the data is never readable by others.
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return try await open(path: path)
    }

    /// Opens `path` (nil: an in-memory database), waiting up to 5 s for another process's write lock.
    public static func open(path: String?) async throws -> SQLiteEngine {
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
    public func setForeignKeys(_ enabled: Bool) async throws {
        try await connection.sql().raw(
            SQLQueryString(enabled ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF")
        ).run()
    }

    public func transaction<T: Sendable>(_ body: @Sendable (any SQLDatabase) async throws -> T) async throws -> T {
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

    public nonisolated func violatedConstraint(in error: any Error) -> ConstraintViolation? {
        guard let error = error as? SQLiteError else { return nil }
        switch error.reason {
        case .constraintUniqueFailed, .constraintPrimaryKeyFailed: return .unique
        case .constraintForeignKeyFailed: return .foreignKey
        default: return nil
        }
    }

    public func shutdown() async throws {
        try await connection.close()
    }
}
