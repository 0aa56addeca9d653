import Foundation
import Logging
import PostgresNIO
import Testing

@testable import RecordingsServer

/// The engines the API suite runs on: SQLite always; PostgreSQL when the test command started a
/// throwaway cluster and put its address in `APPARCH_TEST_POSTGRES_URL`.
enum Engine: String, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// The address of the test cluster's maintenance database, if there is one.
    static var postgresURL: String? {
        ProcessInfo.processInfo.environment["APPARCH_TEST_POSTGRES_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every engine that can run here.
    static var available: [Engine] { postgresURL == nil ? [.sqlite] : [.sqlite, .postgres] }

    var testDescription: String { rawValue }
}

/// A fresh, empty library for one test: in-memory SQLite, or a new PostgreSQL database that is dropped
/// afterwards.
struct TestLibrary: Sendable {
    let database: LibraryDatabase
    /// The PostgreSQL database's address, for a second server on the same library.
    let postgresURL: String?
    private let drop: @Sendable () async throws -> Void

    static func make(_ engine: Engine) async throws -> TestLibrary {
        switch engine {
        case .sqlite:
            return TestLibrary(database: try await LibraryDatabase.inMemory(), postgresURL: nil, drop: {})
        case .postgres:
            let admin = try #require(Engine.postgresURL)
            let name = "apparch_test_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
            try await execute("CREATE DATABASE \(name)", at: admin)
            var components = try #require(URLComponents(string: admin))
            components.path = "/\(name)"
            let url = try #require(components.string)
            return TestLibrary(
                database: try await LibraryDatabase.postgres(url: url), postgresURL: url,
                drop: { try await execute("DROP DATABASE \(name) WITH (FORCE)", at: admin) })
        }
    }

    /// Closes the library and drops its database.
    func dispose() async throws {
        try await database.shutdown()
        try await drop()
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
