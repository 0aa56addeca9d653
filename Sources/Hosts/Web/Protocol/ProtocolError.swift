/// Why a message from a tab was refused; sent back to that tab only, and nothing changes.
public struct ProtocolError: Error, Equatable, CustomStringConvertible {
    /// The reason, in words that say what the client must fix.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
