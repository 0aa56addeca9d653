/// What one script step did in every pane of a live comparison, as the live page shows it.
public struct LiveStepReport: Encodable, Sendable, Equatable {
    /// One pane's outcome.
    public struct Pane: Encodable, Sendable, Equatable {
        /// The pattern's name.
        public var pattern: String
        /// `ok`, `failed` (the step failed here: see `reason`), or `stopped` (an earlier step failed here,
        /// so this one did not run).
        public var status: String
        /// Why the step failed, when it did.
        public var reason: String?
        /// The pane's screen after the step, as `apparch drive` prints it.
        public var screen: String
        /// The screen's lines the other panes do not show (empty when the screens are the same).
        public var differingLines: [String]
    }

    /// The script line's number (1-based).
    public var line: Int
    /// The line as written.
    public var source: String
    /// Whether the screens differ after this step.
    public var differs: Bool
    /// The panes, in the order of the query.
    public var panes: [Pane]
    /// Whether this was the script's last step.
    public var done: Bool
}
