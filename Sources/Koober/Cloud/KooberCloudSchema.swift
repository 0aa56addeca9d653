import Foundation
import KooberKit
import SQLKit
import SQLStorage

/// Koober Cloud's schema as versioned migrations, spelt for each engine (versions in
/// `koober_schema_migrations`, so it can share a PostgreSQL database with the Recordings library):
///
/// - `accounts(id, email, email_key UNIQUE, name, nickname, mobile_number, avatar, password_salt,
///   password_key, scrypt_log_n, scrypt_r, scrypt_p, created_at)`: a password is only its scrypt hash;
/// - `sessions(token_hash PRIMARY KEY, account_id → accounts, created_at)`: tokens only as SHA-256;
/// - `ride_options(id, position, name, document)`: the option's JSON as clients read it;
/// - `places(id, position, name, search_key, latitude, longitude)`: drop-off places, `search_key` the
///   lowercased name the search matches;
/// - `rides(id, account_id → accounts, ride_option_id → ride_options, pickup and drop-off, requested_at)`.
///
/// Version 2 seeds the sample's data: Johnny Appleseed's account, the three ride options and the four
/// places.
enum KooberCloudSchema {
    /// The table that records the versions a database has.
    static let versionTable = "koober_schema_migrations"
    /// The advisory lock migrations take on PostgreSQL ("Koob").
    static let lock: Int64 = 0x4B6F_6F62

    /// The migrations, seeding the sample's account with a password hashed with `parameters`.
    static func migrations(parameters: ScryptParameters) -> [SchemaMigration] {
        [
            SchemaMigration(
                version: 1,
                sqlite: tables(binary: "BLOB", real: "REAL", text: "TEXT"),
                postgres: tables(binary: "BYTEA", real: "DOUBLE PRECISION", text: "TEXT COLLATE \"C\"")),
            SchemaMigration(version: 2) { database, _ in try await seed(database, parameters: parameters) },
        ]
    }

    private static func tables(binary: String, real: String, text: String) -> [String] {
        [
            """
            CREATE TABLE accounts (id TEXT PRIMARY KEY, email \(text) NOT NULL, email_key \(text) NOT NULL UNIQUE, \
            name \(text) NOT NULL, nickname \(text) NOT NULL, mobile_number \(text) NOT NULL, avatar TEXT NOT NULL, \
            password_salt \(binary) NOT NULL, password_key \(binary) NOT NULL, scrypt_log_n INTEGER NOT NULL, \
            scrypt_r INTEGER NOT NULL, scrypt_p INTEGER NOT NULL, created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, \
            account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, created_at BIGINT NOT NULL)
            """,
            "CREATE INDEX sessions_account ON sessions(account_id)",
            """
            CREATE TABLE ride_options (id \(text) PRIMARY KEY, position INTEGER NOT NULL UNIQUE, \
            name \(text) NOT NULL, document TEXT NOT NULL)
            """,
            """
            CREATE TABLE places (id \(text) PRIMARY KEY, position INTEGER NOT NULL UNIQUE, name \(text) NOT NULL, \
            search_key \(text) NOT NULL, latitude \(real) NOT NULL, longitude \(real) NOT NULL)
            """,
            """
            CREATE TABLE rides (id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, \
            ride_option_id \(text) NOT NULL REFERENCES ride_options(id), pickup_id \(text) NOT NULL, \
            pickup_latitude \(real) NOT NULL, pickup_longitude \(real) NOT NULL, dropoff_id \(text) NOT NULL, \
            dropoff_latitude \(real) NOT NULL, dropoff_longitude \(real) NOT NULL, requested_at BIGINT NOT NULL)
            """,
            "CREATE INDEX rides_account ON rides(account_id)",
        ]
    }

    /// The sample's account (the fake sign-in's johnny@gmail.com / password), ride options and places.
    private static func seed(_ database: any SQLDatabase, parameters: ScryptParameters) async throws {
        let johnny = NewAccount(
            fullName: FakeAuthRemoteAPI.johnny.name, nickname: "Johnny", email: FakeAuthRemoteAPI.email,
            mobileNumber: FakeAuthRemoteAPI.johnny.mobileNumber, password: FakeAuthRemoteAPI.password)
        try await KooberCloudDatabase.insertAccount(
            johnny, id: UUID().uuidString, password: try PasswordHash.make(johnny.password, parameters: parameters),
            into: database)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (position, option) in RideOption.samples.enumerated() {
            let document = String(decoding: try encoder.encode(option), as: UTF8.self)
            try await database.raw(
                """
                INSERT INTO ride_options (id, position, name, document) VALUES (\(bind: option.id), \(bind: position), \
                \(bind: option.name), \(bind: document))
                """
            ).run()
        }
        for (position, place) in FakeNewRideRemoteAPI.places.enumerated() {
            try await database.raw(
                """
                INSERT INTO places (id, position, name, search_key, latitude, longitude) VALUES \
                (\(bind: place.location.id), \(bind: position), \(bind: place.name), \
                \(bind: KooberCloudDatabase.searchKey(place.name)), \(bind: place.location.latitude), \
                \(bind: place.location.longitude))
                """
            ).run()
        }
    }
}
