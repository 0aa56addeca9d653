public import Foundation
public import ViewKit

/// One app served by the web host, and where: the CLI builds mounts, so the host never imports an app.
///
/// The main app is mounted at the key `""` (served at `/`); others at keys like `catalog` (served at
/// `/catalog`) or `apps/todo/mvc`.
public struct WebMount: Sendable {
    /// The path the app is served at, without leading or trailing slash; `""` for `/`.
    public var key: String
    /// The title shown in the tab.
    public var title: String
    /// The pattern whose delegate the application runs.
    public var pattern: AppPattern
    /// The app's data directory; audio files are served from and uploaded to it.
    public var dataDirectory: URL
    /// Whether an empty library is seeded with sample data.
    public var seedSampleData: Bool
    /// Whether the tabs' windows are saved when the server stops and given back when they return.
    public var windowRestoration: WindowRestoration

    /// Creates a mount; its windows end with the server unless `windowRestoration` says otherwise.
    public init(
        key: String, title: String, pattern: AppPattern, dataDirectory: URL, seedSampleData: Bool = false,
        windowRestoration: WindowRestoration = .off
    ) {
        self.key = key
        self.title = title
        self.pattern = pattern
        self.dataDirectory = dataDirectory
        self.seedSampleData = seedSampleData
        self.windowRestoration = windowRestoration
    }

    /// The page path: `/` or `/<key>`.
    public var path: String { key.isEmpty ? "/" : "/" + key }
}
