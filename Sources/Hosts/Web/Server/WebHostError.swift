/// Why the web host could not start or stopped, with what to do about it.
public struct WebHostError: Error, Equatable, CustomStringConvertible {
    /// The message.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
