import Foundation
import Logging
import NIOSSL
import PostgresKit
public import PostgresNIO
public import SQLKit

/// The engine for deployments that outgrow one machine: a pool of PostgreSQL connections, shared by the
/// requests of this process, while other server processes use the same database.
///
/// Requests run concurrently, each transaction on its own connection; the schema's constraints (unique
/// uuids, parents that must exist, deletes that cascade) keep concurrent changes from several processes
/// consistent, and a transaction the server aborts as a deadlock or serialization failure is run again.
public final class PostgresEngine: DatabaseEngine {
    public let dialect = SQLEngineDialect.postgres
    public let location: String
    private let client: PostgresClient
    private let running: Task<Void, Never>
    private let logger: Logger

    /// How many times a transaction the server aborted for a conflict is tried in all.
    public static let attempts = 5

    /// Connects to `url` (`postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`).
    ///
    /// - Throws: ``DatabaseAddressError`` for an address that is not such a URL.
    public init(url: String) throws(DatabaseAddressError) {
        let configuration = try Self.configuration(url)
        var logger = Logger(label: "apparch.api.postgres")
        logger.logLevel = .critical
        self.logger = logger
        client = PostgresClient(configuration: configuration.client, backgroundLogger: logger)
        location = "PostgreSQL at \(configuration.display)"
        running = Task { [client] in await client.run() }
    }

    public func transaction<T: Sendable>(
        _ body: @escaping @Sendable (any SQLDatabase) async throws -> T
    ) async throws -> T {
        var attempt = 1
        while true {
            do {
                return try await client.withConnection { connection in
                    try await connection.sql(queryLogLevel: nil, logger: logger).inTransaction(begin: "BEGIN", body)
                }
            } catch let error as PSQLError where attempt < Self.attempts && Self.isRetryable(error) {
                attempt += 1
            }
        }
    }

    public func violatedConstraint(in error: any Error) -> ConstraintViolation? {
        switch (error as? PSQLError)?.serverInfo?[.sqlState] {
        case "23505": .unique
        case "23503": .foreignKey
        default: nil
        }
    }

    public func shutdown() async throws {
        running.cancel()
        await running.value
    }

    /// A deadlock or a serialization failure: the server rolled the transaction back; running it again
    /// is safe.
    public static func isRetryable(_ error: PSQLError) -> Bool {
        ["40001", "40P01"].contains(error.serverInfo?[.sqlState] ?? "")
    }

    /// The client configuration `url` names, and the address to show (without the password).
    ///
    /// - Throws: ``DatabaseAddressError`` for an address that is not a usable `postgres://` URL.
    public static func configuration(
        _ url: String
    ) throws(DatabaseAddressError) -> (
        client: PostgresClient.Configuration, display: String
    ) {
        guard let components = URLComponents(string: url), let scheme = components.scheme,
            ["postgres", "postgresql"].contains(scheme.lowercased())
        else { throw DatabaseAddressError(address: url, reason: "it is not a postgres:// URL") }
        guard let host = components.host, !host.isEmpty else {
            throw DatabaseAddressError(address: url, reason: "it names no host")
        }
        guard let user = components.user, !user.isEmpty else {
            throw DatabaseAddressError(address: url, reason: "it names no user (postgres://USER@host/database)")
        }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw DatabaseAddressError(address: url, reason: "it names no database (postgres://user@host/DATABASE)")
        }
        let mode = components.queryItems?.last { ["sslmode", "tlsmode"].contains($0.name.lowercased()) }?.value
        let tls: PostgresClient.Configuration.TLS
        switch mode?.lowercased() ?? "prefer" {
        case "disable": tls = .disable
        case "prefer", "allow": tls = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full": tls = .require(.makeClientConfiguration())
        default:
            throw DatabaseAddressError(address: url, reason: "sslmode must be disable, prefer or require")
        }
        let port = components.port ?? 5432
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: components.password, database: database, tls: tls)
        configuration.options.maximumConnections = 16
        return (configuration, "\(user)@\(host):\(port)/\(database)")
    }
}
