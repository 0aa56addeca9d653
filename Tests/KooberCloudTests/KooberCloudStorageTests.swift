import Crypto
import Foundation
import KooberKit
import SQLKit
import SQLStorage
import ServerTesting
import Testing

@testable import KooberCloudServer

/// The storage under Koober Cloud: what it keeps of passwords and tokens, its file, its seed, and several
/// servers on one PostgreSQL database.
@Suite struct KooberCloudStorageTests {
    @Test(arguments: TestEngine.available) func passwordsAndTokensAreNotStoredInTheClear(
        engine: TestEngine
    ) async throws {
        try await TestCloud.make(engine).use { database in
            let session = try await database.signUp(Wire.account)
            let texts =
                try await Tables.texts(of: "accounts", in: database)
                + Tables.texts(of: "sessions", in: database)
            #expect(!texts.contains { $0.contains(Wire.account.password) }, "no column holds the password")
            #expect(!texts.contains { $0.contains(session.token) }, "no column holds the token")
            let hash = SHA256.hash(data: Data(session.token.utf8)).map { String(format: "%02x", $0) }.joined()
            #expect(texts.contains(hash), "the session is keyed by the token's SHA-256")
            let stored = try await database.engine.transaction { sql in
                try await sql.raw(
                    "SELECT password_salt, password_key, scrypt_log_n FROM accounts WHERE email = 'ada@example.com'"
                ).first()
            }
            let row = try #require(stored)
            #expect(try row.decode(column: "password_salt", as: Data.self).count == 16)
            #expect(try row.decode(column: "password_key", as: Data.self).count == 32)
            #expect(try row.decode(column: "scrypt_log_n", as: Int.self) == ScryptParameters.testing.logN)
        }
    }

    @Test func aPasswordHashMatchesItsPasswordOnly() throws {
        let hash = try PasswordHash.make("correct horse", parameters: .testing)
        #expect(try hash.matches("correct horse"))
        #expect(try !hash.matches("correct horsE"))
        #expect(try !hash.matches(""))
        #expect(try PasswordHash.make("correct horse", parameters: .testing).salt != hash.salt, "salts are random")
        var tampered = hash
        tampered.parameters.logN = 40
        #expect(throws: PasswordHashError.self) { try tampered.matches("correct horse") }
        #expect(throws: PasswordHashError.emptyPassword) { try PasswordHash.make("", parameters: .testing) }
    }

    @Test func tokensAreRandomAndOnlyTokenShapedTextIsOne() {
        let first = SessionToken.generate()
        #expect(first.value.count == 64 && first != SessionToken.generate())
        #expect(SessionToken(sent: first.value.uppercased()) == first)
        #expect(SessionToken(sent: "abc") == nil && SessionToken(sent: String(repeating: "g", count: 64)) == nil)
    }

    @Test func theDataIsPrivateToItsOwnerAndSeededOnce() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("koober-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await KooberCloudDatabase.sqlite(directory: directory, parameters: .testing)
        try await Closing.use(first, closedBy: { try await $0.shutdown() }) { first in
            _ = try await first.signUp(Wire.account)
        }
        let second = try await KooberCloudDatabase.sqlite(directory: directory, parameters: .testing)
        try await Closing.use(second, closedBy: { try await $0.shutdown() }) { second throws in
            #expect(try await second.signIn(email: Wire.account.email, password: Wire.account.password) != nil)
            #expect(try await Tables.count("accounts", in: second) == 2)
            #expect(try await second.rideOptions() == RideOption.samples, "the seed ran once")
        }
        let file = try FileManager.default.attributesOfItem(
            atPath: directory.appendingPathComponent("koober.sqlite").path)
        let folder = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
    }

    /// Two servers opening one empty PostgreSQL database at once: one migrates and seeds, the other waits
    /// and finds it done; then an account made through one signs in through the other.
    @Test(.enabled(if: TestEngine.postgresURL != nil)) func twoServersOnOnePostgreSQLDatabaseSeedOnce() async throws {
        let scratch = try await ScratchPostgresDatabase.create()
        try await Closing.use(scratch, closedBy: { try await $0.drop() }) { scratch in
            async let opening = KooberCloudDatabase.postgres(url: scratch.url, parameters: .testing)
            async let alsoOpening = KooberCloudDatabase.postgres(url: scratch.url, parameters: .testing)
            let (first, second) = try await (opening, alsoOpening)
            try await Closing.use(first, closedBy: { try await $0.shutdown() }) { first in
                try await Closing.use(second, closedBy: { try await $0.shutdown() }) { second in
                    #expect(try await Tables.count("accounts", in: first) == 1)
                    #expect(try await Tables.count("ride_options", in: second) == 3)
                    #expect(try await Tables.count("places", in: first) == 4)
                    _ = try await first.signUp(Wire.account)
                    #expect(try await second.signIn(email: Wire.account.email, password: Wire.account.password) != nil)
                    await #expect(throws: KooberCloudStoreError.emailTaken(Wire.account.email)) {
                        try await second.signUp(Wire.account)
                    }
                }
            }
        }
    }

    /// Sign-ups of one email racing each other: exactly one account, the others told it exists.
    @Test(arguments: TestEngine.available) func racingSignUpsOfOneEmailMakeOneAccount(engine: TestEngine) async throws {
        try await TestCloud.make(engine).use { database in
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        do {
                            _ = try await database.signUp(Wire.account)
                            return true
                        } catch KooberCloudStoreError.emailTaken {
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            #expect(try await Tables.count("accounts", in: database) == 2)
        }
    }

    @Test func aFormQueryDecodesPlusesAndEscapes() throws {
        let query = try FormQuery("query=Rock+%26+Roll+%2B+Co&latitude=1&query=second&flag")
        #expect(query["query"] == "Rock & Roll + Co" && query["latitude"] == "1" && query["flag"] == "")
        #expect(try FormQuery(nil)["query"] == nil)
        #expect(throws: KooberCloudRefusal.self) { try FormQuery("query=%E2%28") }
    }
}
