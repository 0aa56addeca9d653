public import Foundation
public import SQLKit
import SQLiteKit
import Services

/// The embedded engine: one SQLite connection to a file in the data directory (or in memory, for tests).
///
/// Durability: the file is in WAL mode with `synchronous = FULL`, so a transaction's commit returns only
/// once its write-ahead log is synced; every change a request was told succeeded survives a crash or a
/// power cut. (The rollback journal would keep that promise too, at three or four syncs per commit instead
/// of one; `synchronous = NORMAL` in WAL mode would keep the file consistent but could lose the last
/// acknowledged commits at a power cut.)
///
/// Requests of one process take turns on the connection (an actor alone would let a second request in at
/// every `await`, into the middle of the first one's transaction), and the transactions that arrive while
/// one runs are committed together in the next (group commit): each in a savepoint of its own, so one that
/// fails rolls back alone, and each answered only after the commit that holds it has synced. `BEGIN
/// IMMEDIATE` and a busy timeout keep several processes on one file consistent.
public actor SQLiteEngine: DatabaseEngine {
    public nonisolated let dialect = SQLEngineDialect.sqlite
    public nonisolated let location: String
    private let connection: SQLiteConnection
    private var queue: [Job] = []
    private var isDraining = false

    /// A transaction waiting for its turn: `run` runs its body (inside the batch's transaction), `refuse`
    /// answers it with a failure when its batch could not run.
    private struct Job: Sendable {
        let run: @Sendable (any SQLDatabase) async -> Outcome
        let refuse: @Sendable (any Error) -> Void
    }

    /// What a body came to: whether it threw (its changes are then rolled back), and how to answer its
    /// caller once the batch's commit is known (nil: committed).
    private struct Outcome: Sendable {
        let failed: Bool
        let answer: @Sendable ((any Error)?) -> Void
    }

    /// Opens (creating when needed) the database `file` in `directory`, private to the user: the directory
    /// is made 0700 when missing, the file is created 0600 before SQLite opens it and kept 0600 (SQLite
    /// gives its `-wal` and `-shm` files the database file's mode).
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
        // NB: the engine has this one connection for its life, so these settings are made once, here.
        // Another process holding the write lock makes a statement wait up to 5 s, not fail at once.
        try await connection.sql().raw("PRAGMA busy_timeout = 5000").run()
        // NB: WAL is a property of the file (it stays on for every later connection); an in-memory database
        // answers "memory" and keeps its own journal. See the type's comment for why WAL and FULL.
        try await connection.sql().raw("PRAGMA journal_mode = WAL").run()
        try await connection.sql().raw("PRAGMA synchronous = FULL").run()
        return engine
    }

    private init(connection: SQLiteConnection, location: String) {
        self.connection = connection
        self.location = location
    }

    /// Turns foreign-key enforcement (and so `ON DELETE CASCADE`) on or off; it cannot change inside a
    /// transaction, so migrations that rebuild a table run between the two. Call it only while no
    /// transaction is running (when opening).
    public func setForeignKeys(_ enabled: Bool) async throws {
        try await connection.sql().raw(
            SQLQueryString(enabled ? "PRAGMA foreign_keys = ON" : "PRAGMA foreign_keys = OFF")
        ).run()
    }

    public func transaction<T: Sendable>(
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
    ) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            queue.append(
                Job(
                    run: { database in
                        do {
                            let value = try await body(database)
                            return Outcome(failed: false) { failure in
                                if let failure {
                                    continuation.resume(throwing: failure)
                                } else {
                                    continuation.resume(returning: value)
                                }
                            }
                        } catch {
                            return Outcome(failed: true) { _ in continuation.resume(throwing: error) }
                        }
                    },
                    refuse: { continuation.resume(throwing: $0) }))
            if !isDraining {
                isDraining = true
                Task { await self.drain() }
            }
        }
    }

    /// Runs the waiting transactions, all that have arrived in one batch, until none is left.
    private func drain() async {
        while !queue.isEmpty {
            let batch = queue
            queue = []
            await run(batch)
        }
        isDraining = false
    }

    /// Runs `batch` in one transaction; a job alone needs no savepoint, since its failure rolls back the
    /// transaction.
    private func run(_ batch: [Job]) async {
        let database = connection.sql()
        do {
            try await database.raw("BEGIN IMMEDIATE").run()
        } catch {
            for job in batch { job.refuse(error) }
            return
        }
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(batch.count)
        let alone = batch.count == 1
        for job in batch {
            do {
                if !alone { try await database.raw("SAVEPOINT job").run() }
                let outcome = await job.run(database)
                outcomes.append(outcome)
                if !alone {
                    if outcome.failed { try await database.raw("ROLLBACK TO job").run() }
                    try await database.raw("RELEASE job").run()
                }
            } catch {
                // NB: a savepoint that cannot be made or undone means the transaction is in doubt (SQLite
                // rolls it back itself on some I/O errors): the whole batch fails with this first error.
                await rollBack(database)
                for outcome in outcomes { outcome.answer(error) }
                for job in batch.dropFirst(outcomes.count) { job.refuse(error) }
                return
            }
        }
        if outcomes.allSatisfy(\.failed) {
            await rollBack(database)
            for outcome in outcomes { outcome.answer(nil) }
            return
        }
        do {
            try await database.raw("COMMIT").run()
        } catch {
            await rollBack(database)
            for outcome in outcomes { outcome.answer(error) }
            return
        }
        for outcome in outcomes { outcome.answer(nil) }
    }

    /// Rolls back the open transaction, if there still is one.
    private func rollBack(_ database: any SQLDatabase) async {
        // NB: the failure that led here is the one reported; a rollback that fails finds no transaction
        // left (SQLite ended it) or a closed connection, and either way nothing of the batch was committed.
        try? await database.raw("ROLLBACK").run()
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
