/// How a drive run ended.
public enum DriverOutcome: Equatable, Sendable {
    /// Every step succeeded.
    case success
    /// A step failed: its line, its source, why, and the snapshot at that moment.
    case failure(line: Int, step: String, reason: String, snapshot: String)
    /// The process was asked to stop (SIGINT or SIGTERM) before the step on `line` ran.
    case interrupted(line: Int)

    /// The process exit status: 0 for success, 1 for a failed step, 130 when interrupted (the shell's
    /// convention for a process stopped by a signal).
    public var exitCode: Int32 {
        switch self {
        case .success: 0
        case .failure: 1
        case .interrupted: 130
        }
    }
}
