import Foundation
import Logging
import PostgresNIO
import SQLStorage
import Testing

/// A fresh, empty store for one test on one ``TestEngine``: in-memory SQLite, or a new PostgreSQL database
/// on the test cluster that ``dispose()`` drops.
///
/// ```swift
/// let store = try await TestDatabase.make(engine, sqlite: { try await Library.inMemory() },
///     postgres: { try await Library.postgres(url: $0) }, shutdown: { try await $0.shutdown() })
/// try await store.use { library in … }
/// ```
public struct TestDatabase<Database: Sendable>: Sendable {
    /// The store.
    public let database: Database
    /// The PostgreSQL database's address, for a second server on the same store.
    public let postgresURL: String?
    private let close: @Sendable () async throws -> Void

    /// Opens a store on `engine`: `sqlite` makes an in-memory one, `postgres` opens the address of a new
    /// database; `shutdown` closes it in ``dispose()``.
    ///
    /// - Throws: when the cluster is not there or the store cannot be opened.
    public static func make(
        _ engine: TestEngine, sqlite: @Sendable () async throws -> Database,
        postgres: @Sendable (String) async throws -> Database,
        shutdown: @escaping @Sendable (Database) async throws -> Void
    ) async throws -> TestDatabase {
        switch engine {
        case .sqlite:
            let database = try await sqlite()
            return TestDatabase(database: database, postgresURL: nil, close: { try await shutdown(database) })
        case .postgres:
            let scratch = try await ScratchPostgresDatabase.create()
            let database: Database
            do {
                database = try await postgres(scratch.url)
            } catch {
                try await scratch.drop()
                throw error
            }
            return TestDatabase(
                database: database, postgresURL: scratch.url,
                close: {
                    try await shutdown(database)
                    try await scratch.drop()
                })
        }
    }

    /// Closes the store and drops its PostgreSQL database.
    public func dispose() async throws {
        try await close()
    }

    /// Runs `body` with the store, then disposes of it, whether `body` threw or not (see ``Closing``).
    ///
    /// - Throws: what `body` throws, or else what disposing throws.
    public func use<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: (Database) async throws -> T
    ) async throws -> T {
        try await Closing.use(self, closedBy: { try await $0.dispose() }) { try await body($0.database) }
    }
}

/// A new database on the test cluster (`APPARCH_TEST_POSTGRES_URL`), for one test.
public struct ScratchPostgresDatabase: Sendable {
    /// Its address.
    public let url: String
    private let name: String
    private let admin: String

    /// Creates a database with a random name.
    ///
    /// - Throws: when there is no test cluster or it refuses.
    public static func create() async throws -> ScratchPostgresDatabase {
        let admin = try #require(TestEngine.postgresURL, "the PostgreSQL tests need APPARCH_TEST_POSTGRES_URL")
        let name = "apparch_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
        try await execute("CREATE DATABASE \(name)", at: admin)
        var components = try #require(URLComponents(string: admin))
        components.path = "/\(name)"
        return ScratchPostgresDatabase(url: try #require(components.string), name: name, admin: admin)
    }

    /// Drops the database, whoever is still connected.
    public func drop() async throws {
        try await Self.execute("DROP DATABASE \(name) WITH (FORCE)", at: admin)
    }

    /// Runs one statement outside any transaction (CREATE and DROP DATABASE cannot run in one).
    private static func execute(_ statement: String, at url: String) async throws {
        let configuration = try PostgresEngine.configuration(url).client
        let logger = Logger(label: "apparch.test")
        let connection = try await PostgresConnection.connect(
            configuration: .init(
                host: configuration.host ?? "127.0.0.1", port: configuration.port ?? 5432,
                username: configuration.username, password: configuration.password,
                database: configuration.database, tls: .disable),
            id: 1, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
        } catch {
            try await connection.close()
            throw error
        }
        try await connection.close()
    }
}
