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
    /// Services a host provides beyond the clock (audio, for example), found by type.
    public var services: ServiceRegistry

    /// Creates an environment.
    public init(
        dataDirectory: URL,
        clock: any Clock,
        seedSampleData: Bool = false,
        services: ServiceRegistry = ServiceRegistry()
    ) {
        self.dataDirectory = dataDirectory
        self.clock = clock
        self.seedSampleData = seedSampleData
        self.services = services
    }
}
