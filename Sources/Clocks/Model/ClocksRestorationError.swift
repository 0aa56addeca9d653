/// Why a file given to `--restore` cannot be restored.
public struct ClocksRestorationError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file holds neither a view-state JSON nor a log line with one.
        case noState
        /// A JSON state in the file could not be loaded (the store's explanation).
        case unloadable(String)
    }

    /// What went wrong.
    public let reason: Reason

    /// Creates an error.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noState:
            "the file holds no state to restore: give a view-state JSON ({\"masterView\":…}) or the lines "
                + "\"Changed ViewState to: …\" that `apparch drive clocks` writes to standard error"
        case .unloadable(let detail):
            detail
        }
    }
}
