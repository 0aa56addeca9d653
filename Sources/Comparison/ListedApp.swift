/// An app as `apparch list` shows it: its name and its patterns' names, in order. The CLI builds these from
/// its catalog, so the comparison covers exactly what a person can run.
public struct ListedApp: Sendable, Equatable {
    /// The app's command-line name.
    public let name: String
    /// Its patterns' command-line names, the default first.
    public let patterns: [String]

    /// Creates a listed app.
    public init(name: String, patterns: [String]) {
        self.name = name
        self.patterns = patterns
    }
}
