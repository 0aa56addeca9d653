/// Reports misuse of a library by the code that calls it, the way UIKit raises an
/// internal-inconsistency exception.
///
/// These are bugs in the program, never conditions a user or a file can cause: for example a batch
/// update whose row counts do not add up, pushing a view controller that is already on the stack, or a
/// binder applied twice. By default the report stops the process with the message; tests capture reports
/// instead with ``capture(_:)``. The libraries that report always leave their objects consistent after a
/// report (a table reloads), so a captured report can be followed by more work.
///
/// It lives in Services, below ViewKit, so that UI-free libraries (the Elements core, Redux) report misuse
/// the same way as the application framework without depending on it.
@MainActor
public enum ProgrammerError {
    private static var handlers: [(String) -> Void] = []

    /// Reports `message`: the innermost ``capture(_:)`` receives it, or the process stops.
    public static func report(_ message: String) {
        if let handler = handlers.last {
            handler(message)
        } else {
            preconditionFailure("Programmer error: \(message)")
        }
    }

    /// Runs `body` and returns the messages it reported instead of stopping the process.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        var messages: [String] = []
        handlers.append { messages.append($0) }
        defer { handlers.removeLast() }
        try body()
        return messages
    }
}
