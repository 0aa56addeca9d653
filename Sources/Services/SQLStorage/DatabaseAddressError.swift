import Foundation

/// A `--database` address a server cannot use; its description says what to give instead (and never shows
/// the address's password).
public struct DatabaseAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given.
    public let address: String
    /// What is wrong with it.
    public let reason: String

    /// Creates the error for `address`, saying what is wrong with it.
    public init(address: String, reason: String) {
        self.address = address
        self.reason = reason
    }

    public var description: String {
        "cannot use the database address \(Self.withoutPassword(address)): \(reason); give one like "
            + "postgres://user:password@127.0.0.1:5432/database"
    }

    /// The address with any password replaced, so it can be printed.
    public static func withoutPassword(_ address: String) -> String {
        guard let at = address.lastIndex(of: "@"), let schemeEnd = address.range(of: "://"),
            let colon = address[schemeEnd.upperBound..<at].firstIndex(of: ":")
        else { return address }
        return String(address[..<address.index(after: colon)]) + "•••" + String(address[at...])
    }
}
