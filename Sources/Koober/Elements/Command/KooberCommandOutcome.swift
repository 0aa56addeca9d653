/// What a Koober command printed and how it ended: the lines for standard output and the exit status
/// (0 when the task succeeded).
public struct KooberCommandOutcome: Equatable, Sendable {
    /// The lines to print.
    public var lines: [String]
    /// The process's exit status.
    public var status: Int32

    /// Creates an outcome.
    public init(lines: [String], status: Int32) {
        self.lines = lines
        self.status = status
    }
}
