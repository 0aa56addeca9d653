import Foundation
public import KooberKit
import SQLKit
import SQLStorage

extension KooberCloudDatabase {
    private struct CredentialRow: Decodable {
        let id: String
        let email: String
        let name: String
        let mobile_number: String
        let avatar: String
        let password_salt: Data
        let password_key: Data
        let scrypt_log_n: Int
        let scrypt_r: Int
        let scrypt_p: Int

        var hash: PasswordHash {
            PasswordHash(
                salt: password_salt, key: password_key,
                parameters: ScryptParameters(logN: scrypt_log_n, r: scrypt_r, p: scrypt_p))
        }

        func profile() throws(KooberCloudStoreError) -> UserProfile {
            guard let avatar = URL(string: avatar) else {
                throw .unreadableRow("the avatar of account \(id) is not a URL")
            }
            return UserProfile(name: name, email: email, mobileNumber: mobile_number, avatar: avatar)
        }
    }

    /// The key emails are unique and looked up by: trimmed and lowercased.
    static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// A session for `email` and `password`, or nil when they do not match an account (an unknown email
    /// takes as long to refuse as a wrong password).
    ///
    /// - Throws: when the database fails or a stored hash cannot be checked.
    public func signIn(email: String, password: String) async throws -> KooberCloud.SessionPayload? {
        let key = Self.emailKey(email)
        let row = try await engine.transaction { database in
            try await database.raw(
                """
                SELECT id, email, name, mobile_number, avatar, password_salt, password_key, scrypt_log_n, scrypt_r, \
                scrypt_p FROM accounts WHERE email_key = \(bind: key)
                """
            ).first(decoding: CredentialRow.self)
        }
        guard let row else {
            _ = try decoy.matches(password.isEmpty ? "-" : password)
            return nil
        }
        guard try row.hash.matches(password) else { return nil }
        let profile = try row.profile()
        let token = SessionToken.generate()
        try await engine.transaction { database in
            try await Self.insertSession(token, account: row.id, into: database)
        }
        return KooberCloud.SessionPayload(profile: profile, token: token.value)
    }

    /// Creates the account and a session for it, in one transaction; the password is stored as its scrypt
    /// hash. The API checks the account first (no empty fields, an email, no control characters).
    ///
    /// - Throws: ``KooberCloudStoreError/emailTaken(_:)`` when an account has this email (ignoring case);
    ///   nothing is changed then.
    public func signUp(_ account: NewAccount) async throws -> KooberCloud.SessionPayload {
        let hash = try PasswordHash.make(account.password, parameters: parameters)
        let token = SessionToken.generate()
        let id = UUID().uuidString
        let taken = KooberCloudStoreError.emailTaken(account.email)
        try await change(refusing: .unique, as: taken) { database in
            let existing = try await database.raw(
                "SELECT id FROM accounts WHERE email_key = \(bind: Self.emailKey(account.email))"
            ).first()
            guard existing == nil else { throw taken }
            try await Self.insertAccount(account, id: id, password: hash, into: database)
            try await Self.insertSession(token, account: id, into: database)
        }
        return KooberCloud.SessionPayload(
            profile: UserProfile(
                name: account.fullName, email: account.email, mobileNumber: account.mobileNumber,
                avatar: Self.avatar),
            token: token.value)
    }

    /// The account a session token belongs to, or nil when it is no session's (never was, or signed out).
    public func account(for token: SessionToken) async throws -> String? {
        try await engine.transaction { database in
            try await database.raw("SELECT account_id FROM sessions WHERE token_hash = \(bind: token.hash)")
                .first(decodingColumn: "account_id", as: String.self)
        }
    }

    /// Ends the session `token` names; it signs nothing in afterwards.
    ///
    /// - Returns: whether there was such a session.
    @discardableResult
    public func signOut(_ token: SessionToken) async throws -> Bool {
        try await engine.transaction { database in
            try await !database.raw("DELETE FROM sessions WHERE token_hash = \(bind: token.hash) RETURNING token_hash")
                .all().isEmpty
        }
    }

    /// The avatar every account has (the sample's).
    static var avatar: URL { FakeAuthRemoteAPI.avatar }

    /// Inserts an account row (the sign-up's, or the seeded one).
    static func insertAccount(
        _ account: NewAccount, id: String, password: PasswordHash, into database: any SQLDatabase
    ) async throws {
        try await database.raw(
            """
            INSERT INTO accounts (id, email, email_key, name, nickname, mobile_number, avatar, password_salt, \
            password_key, scrypt_log_n, scrypt_r, scrypt_p, created_at) VALUES (\(bind: id), \(bind: account.email), \
            \(bind: emailKey(account.email)), \(bind: account.fullName), \(bind: account.nickname), \
            \(bind: account.mobileNumber), \(bind: avatar.absoluteString), \(bind: password.salt), \
            \(bind: password.key), \(bind: password.parameters.logN), \(bind: password.parameters.r), \
            \(bind: password.parameters.p), \(bind: Int(Date().timeIntervalSince1970)))
            """
        ).run()
    }

    private static func insertSession(
        _ token: SessionToken, account: String, into database: any SQLDatabase
    )
        async throws
    {
        try await database.raw(
            """
            INSERT INTO sessions (token_hash, account_id, created_at) VALUES (\(bind: token.hash), \(bind: account), \
            \(bind: Int(Date().timeIntervalSince1970)))
            """
        ).run()
    }
}
