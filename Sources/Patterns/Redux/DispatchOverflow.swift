/// What a ``Store`` reports when one outer dispatch led to more queued dispatches than it applies
/// (usually a subscriber or middleware that dispatches on every change: the book's infinite loop).
public struct DispatchOverflow: Sendable, Equatable, CustomStringConvertible {
    /// The most queued dispatches the store applies in one outer dispatch.
    public let limit: Int
    /// How many queued dispatches were dropped.
    public let droppedCount: Int
    /// The last actions applied before the store stopped, then the first dropped one, described.
    public let lastActions: [String]

    /// Creates a report.
    public init(limit: Int, droppedCount: Int, lastActions: [String]) {
        self.limit = limit
        self.droppedCount = droppedCount
        self.lastActions = lastActions
    }

    /// The message the store logs.
    public var description: String {
        "Redux store: more than \(limit) dispatches were queued while handling one action, probably a "
            + "subscriber or middleware that dispatches on every change; dropped \(droppedCount). Last "
            + "actions: \(lastActions.joined(separator: ", ")). Dispatch only when the state calls for it."
    }
}
