import Foundation

/// How a host launches the MVC+VS app: whether the history slider is shown, and where the state log goes.
public struct RecordingsMVCVSOptions: Sendable {
    /// Whether each window shows the time-travel slider (the book's `#if false` switched to `#if true`).
    public var timeTravel: Bool
    /// Receives every "Changed ViewState to: …" line and "Encoding for restoration: …"; nil logs nothing
    /// (the conformance suite).
    public var log: (@MainActor @Sendable (String) -> Void)?

    /// Creates options.
    public init(timeTravel: Bool = false, log: (@MainActor @Sendable (String) -> Void)? = nil) {
        self.timeTravel = timeTravel
        self.log = log
    }

    /// Writes a line to standard error, so standard output carries only `drive`'s screens.
    public static let standardError: @MainActor @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
