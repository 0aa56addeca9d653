/// How a host launches Clocks: what the history travels through, a state to start from, and where the
/// state log goes.
public struct ClocksOptions: Sendable {
    /// What the history slider travels through.
    public var historyMode: ClocksHistoryMode
    /// A state to restore at the first launch (`--restore`), if any.
    public var restoration: ClocksRestoration?
    /// Receives every "Changed Document to: …" and "Changed ViewState to: …" line; standard error by
    /// default.
    public var log: @MainActor @Sendable (String) -> Void

    /// Creates options.
    public init(
        historyMode: ClocksHistoryMode = .whole,
        restoration: ClocksRestoration? = nil,
        log: @escaping @MainActor @Sendable (String) -> Void = ClocksOptions.standardError
    ) {
        self.historyMode = historyMode
        self.restoration = restoration
        self.log = log
    }

    /// Writes a line to standard error.
    public static let standardError: @MainActor @Sendable (String) -> Void = { line in
        FileHandleWriter.standardError(line)
    }
}
