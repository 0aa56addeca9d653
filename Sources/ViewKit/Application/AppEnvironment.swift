public import Foundation
public import Services

/// What a host hands an app when it launches it: where its data lives, the clock, and launch options.
///
/// Apps take everything they need from here (the to-do article's rule: dependencies are passed in, never
/// reached for), so a test, `apparch drive` and `apparch serve` can launch the same app on different
/// clocks and directories.
@MainActor
public struct AppEnvironment {
    /// The directory the app keeps its documents in.
    public var dataDirectory: URL
    /// The clock and run loop.
    public var clock: any Clock
    /// Whether to seed an empty library with sample data (`--sample`).
    public var seedSampleData: Bool
    /// The audio backend the host provides (the browser's, for `apparch serve`); nil lets the app use the
    /// simulated backend on ``clock``.
    public var audio: (any AudioBackend)?

    /// Creates an environment.
    public init(
        dataDirectory: URL,
        clock: any Clock,
        seedSampleData: Bool = false,
        audio: (any AudioBackend)? = nil
    ) {
        self.dataDirectory = dataDirectory
        self.clock = clock
        self.seedSampleData = seedSampleData
        self.audio = audio
    }
}
