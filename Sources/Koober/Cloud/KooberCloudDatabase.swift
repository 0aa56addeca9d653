public import Foundation
import SQLKit
import SQLStorage

/// Koober Cloud's data in SQL: accounts with scrypt-hashed passwords, sessions by token hash, the ride
/// options, the drop-off places and the rides requested, with versioned migrations
/// (``KooberCloudSchema``), in SQLite (embedded, the default) or PostgreSQL (several server processes on
/// one database). The queries are the same over both engines; every change is one transaction, so a
/// refused request changes nothing.
///
/// ```swift
/// let database = try await KooberCloudDatabase.sqlite(directory: dataDirectory)
/// let session = try await database.signIn(email: "johnny@gmail.com", password: "password")
/// ```
public final class KooberCloudDatabase: Sendable {
    let engine: any DatabaseEngine
    /// The cost new passwords are hashed with.
    public let parameters: ScryptParameters
    /// A hash checked when a sign-in names no account, so a wrong email takes as long as a wrong password.
    let decoy: PasswordHash

    /// Where the data is, in words for a person (never with a password).
    public var location: String { engine.location }

    private init(engine: any DatabaseEngine, parameters: ScryptParameters) throws {
        self.engine = engine
        self.parameters = parameters
        decoy = try PasswordHash.make("decoy", parameters: parameters)
    }

    /// Opens (creating and migrating when needed) `koober.sqlite` in `directory`, private to the user
    /// (0700 directory, 0600 file).
    ///
    /// - Throws: when the directory cannot be made or the database cannot be opened or migrated.
    public static func sqlite(
        directory: URL, parameters: ScryptParameters = .interactive
    ) async throws -> KooberCloudDatabase {
        try await open(sqlite: SQLiteEngine.open(privateFile: "koober.sqlite", in: directory), parameters: parameters)
    }

    /// An in-memory SQLite database (tests).
    public static func inMemory(parameters: ScryptParameters = .interactive) async throws -> KooberCloudDatabase {
        try await open(sqlite: SQLiteEngine.open(path: nil), parameters: parameters)
    }

    /// Opens (creating and migrating when needed) the data in the PostgreSQL database `url` names
    /// (`postgres://user:password@host:port/database`). Several processes may open one database: the
    /// first to get there migrates and seeds it, under a lock the others wait for.
    ///
    /// - Throws: `DatabaseAddressError` for an address that is not such a URL; the driver's error when the
    ///   database cannot be reached or migrated.
    public static func postgres(
        url: String, parameters: ScryptParameters = .interactive
    ) async throws -> KooberCloudDatabase {
        try await open(engine: try PostgresEngine(url: url), parameters: parameters)
    }

    private static func open(
        sqlite engine: SQLiteEngine, parameters: ScryptParameters
    ) async throws -> KooberCloudDatabase {
        do {
            try await engine.setForeignKeys(true)
        } catch {
            try? await engine.shutdown()
            throw error
        }
        return try await open(engine: engine, parameters: parameters)
    }

    private static func open(
        engine: any DatabaseEngine, parameters: ScryptParameters
    ) async throws -> KooberCloudDatabase {
        do {
            let database = try KooberCloudDatabase(engine: engine, parameters: parameters)
            try await engine.migrate(
                KooberCloudSchema.migrations(parameters: parameters), versionTable: KooberCloudSchema.versionTable,
                lock: KooberCloudSchema.lock)
            return database
        } catch {
            // NB: the open's failure is the one to report; a failure to close after it adds nothing.
            try? await engine.shutdown()
            throw error
        }
    }

    /// Closes the connections.
    public func shutdown() async throws {
        try await engine.shutdown()
    }

    /// What place searches compare: the name or query, lowercased.
    static func searchKey(_ text: String) -> String {
        text.lowercased()
    }

    /// Runs `body` in one transaction, turning a `violation` of the schema's constraints into `refusal`:
    /// the races the checks inside cannot see (two sign-ups of one email at once, in two processes).
    func change<T: Sendable>(
        refusing violation: ConstraintViolation, as refusal: KooberCloudStoreError,
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
    ) async throws -> T {
        do {
            return try await engine.transaction(body)
        } catch let error as KooberCloudStoreError {
            throw error
        } catch {
            guard engine.violatedConstraint(in: error) == violation else { throw error }
            throw refusal
        }
    }
}
