/// One pattern an app is built in, with the factory that creates its application delegate.
public struct AppPattern: Sendable {
    /// The command-line name ("mvc", "tea").
    public let name: String
    /// A one-line description, naming the source.
    public let summary: String
    /// Creates the app's delegate for an environment; throws when the app cannot start (for example
    /// because its document is locked by another process).
    public let makeDelegate: @MainActor @Sendable (AppEnvironment) throws -> any ApplicationDelegate

    /// Creates a pattern entry.
    public init(
        name: String,
        summary: String,
        makeDelegate: @escaping @MainActor @Sendable (AppEnvironment) throws -> any ApplicationDelegate
    ) {
        self.name = name
        self.summary = summary
        self.makeDelegate = makeDelegate
    }
}
