import Foundation

/// How a host launches the MVC+VS app: whether the history slider is shown (and travels the document), how
/// long the history is, and where the state log goes.
public struct RecordingsMVCVSOptions: Sendable {
    /// Whether each window shows the time-travel slider (the book's `#if false` switched to `#if true`).
    public var timeTravel: Bool
    /// The most entries a window's history keeps; the oldest go first, and the audio of deleted recordings
    /// only they named with them.
    public var historyLimit: Int
    /// Receives every "Changed ViewState to: …" line and "Encoding for restoration: …"; nil logs nothing
    /// (the conformance suite).
    public var log: (@MainActor @Sendable (String) -> Void)?

    /// Creates options.
    public init(
        timeTravel: Bool = false, historyLimit: Int = 500, log: (@MainActor @Sendable (String) -> Void)? = nil
    ) {
        self.timeTravel = timeTravel
        self.historyLimit = historyLimit
        self.log = log
    }

    /// Writes a line to standard error, so standard output carries only `drive`'s screens.
    public static let standardError: @MainActor @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
