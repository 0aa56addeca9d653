public import ViewKit

/// What `apparch drive` was asked to do, independent of argument parsing so tests can run it in-process.
public struct DriveRequest: Sendable {
    /// The app.
    public var app: AppName
    /// The app options (pattern, sample data, and the options only some apps take); ``DriveRunner`` resolves
    /// them with ``AppLaunch``.
    public var options: LaunchOptions
    /// The data directory, or nil for the default.
    public var dataDirectory: String?
    /// The script text.
    public var script: String
    /// The window's size class at launch.
    public var size: SizeClass
    /// Whether the run restores the last launch's window state from the data folder and saves its own
    /// there; ``RestorationMode/off`` (no files) unless the caller asks, as `apparch drive` does.
    public var restoration: RestorationMode

    /// Creates a request.
    public init(
        app: AppName, options: LaunchOptions = LaunchOptions(), dataDirectory: String? = nil, script: String,
        size: SizeClass = .compact, restoration: RestorationMode = .off
    ) {
        self.app = app
        self.options = options
        self.dataDirectory = dataDirectory
        self.script = script
        self.size = size
        self.restoration = restoration
    }
}
