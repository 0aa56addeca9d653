/// A script line that could not be parsed, with its number and what was expected.
public struct ScriptParseError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    public let line: Int
    /// What is wrong and what was expected.
    public let reason: String

    /// Creates an error.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
