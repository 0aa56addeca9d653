import Crypto
public import Foundation
import _CryptoExtras

/// A password as the server keeps it: scrypt's output with its random salt and parameters, never the
/// password itself.
public struct PasswordHash: Sendable, Equatable {
    /// The random salt (16 bytes).
    public var salt: Data
    /// scrypt's output (32 bytes).
    public var key: Data
    /// The parameters it was made with.
    public var parameters: ScryptParameters

    /// The salt's length in bytes.
    public static let saltLength = 16
    /// The output's length in bytes.
    public static let keyLength = 32

    /// Creates a stored hash from its parts (as read from the table).
    public init(salt: Data, key: Data, parameters: ScryptParameters) {
        self.salt = salt
        self.key = key
        self.parameters = parameters
    }

    /// Hashes `password` with a new random salt.
    ///
    /// - Throws: ``PasswordHashError`` when the password is empty or scrypt fails (parameters it refuses).
    public static func make(_ password: String, parameters: ScryptParameters) throws(PasswordHashError) -> PasswordHash
    {
        var generator = SystemRandomNumberGenerator()
        let salt = Data((0..<saltLength).map { _ in UInt8.random(in: 0...255, using: &generator) })
        return PasswordHash(
            salt: salt, key: try derive(password, salt: salt, parameters: parameters), parameters: parameters)
    }

    /// Whether `password` is the one hashed, compared in constant time for a given length.
    ///
    /// - Throws: ``PasswordHashError`` when the stored parameters are out of bounds or scrypt fails.
    public func matches(_ password: String) throws(PasswordHashError) -> Bool {
        guard !password.isEmpty else { return false }
        let derived = try Self.derive(password, salt: salt, parameters: parameters)
        // NB: every byte is compared whatever the first difference, so timing says nothing of the key.
        return derived.count == key.count && zip(derived, key).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    private static func derive(
        _ password: String, salt: Data, parameters: ScryptParameters
    ) throws(PasswordHashError) -> Data {
        guard !password.isEmpty else { throw .emptyPassword }
        guard parameters.isAcceptable else { throw .unacceptableParameters(parameters) }
        do {
            let key = try KDF.Scrypt.deriveKey(
                from: Array(password.utf8), salt: Array(salt), outputByteCount: keyLength,
                rounds: 1 << parameters.logN, blockSize: parameters.r, parallelism: parameters.p)
            return key.withUnsafeBytes { Data($0) }
        } catch {
            throw .scryptFailed(String(describing: error))
        }
    }
}
