/// A command-line mistake or a failure to start, with a message that says what to do.
public struct CLIError: Error, CustomStringConvertible, Equatable {
    /// The message.
    public let message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
