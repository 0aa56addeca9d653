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
    /// Where the app registers work that runs outside the run loop (requests to a server), so a headless
    /// host can wait until the app is idle before it looks at the screen.
    public var backgroundWork: BackgroundWork

    /// Creates an environment.
    public init(
        dataDirectory: URL,
        clock: any Clock,
        seedSampleData: Bool = false,
        audio: (any AudioBackend)? = nil,
        backgroundWork: BackgroundWork = BackgroundWork()
    ) {
        self.dataDirectory = dataDirectory
        self.clock = clock
        self.seedSampleData = seedSampleData
        self.audio = audio
        self.backgroundWork = backgroundWork
    }
}
