/// Why an automation step failed, in words that name the element and the reason.
public struct AutomationError: Error, Equatable, CustomStringConvertible {
    /// The message.
    public let message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
