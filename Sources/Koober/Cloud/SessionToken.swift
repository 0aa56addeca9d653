import Crypto
import Foundation

/// A signed-in session's bearer token: 32 random bytes in hexadecimal, given to the client once; the
/// server keeps only its SHA-256 (``hash``), so a copy of the table signs nobody in.
public struct SessionToken: Sendable, Equatable {
    /// The token the client sends as `Authorization: Bearer`.
    public let value: String

    /// A new random token.
    public static func generate() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        return SessionToken(value: hex((0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    /// A token a client sent, when it has the shape of one (64 hexadecimal digits, any case); nil
    /// otherwise.
    public init?(sent: String) {
        guard sent.utf8.count == 64, sent.allSatisfy(\.isHexDigit) else { return nil }
        value = sent.lowercased()
    }

    private init(value: String) {
        self.value = value
    }

    /// The SHA-256 of the token, in hexadecimal: what the sessions table keys on.
    public var hash: String { Self.hex(SHA256.hash(data: Data(value.utf8))) }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
