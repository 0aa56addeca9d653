public import ViewKit

/// An app the live side-by-side view (`/compare/live`) can launch, with its patterns: the command line
/// builds the list from its catalog, so the host never imports an app.
public struct LiveApp: Sendable {
    /// The app's name as the query names it (`recordings`).
    public var name: String
    /// The app's title, shown above the panes.
    public var title: String
    /// The patterns that run on local data, in the catalog's order.
    public var patterns: [AppPattern]
    /// The patterns the catalog lists that need a server (the networking chapter's clients): asking for
    /// one is refused with a message that says so.
    public var serverPatterns: [String]

    /// Creates an entry.
    public init(name: String, title: String, patterns: [AppPattern], serverPatterns: [String] = []) {
        self.name = name
        self.title = title
        self.patterns = patterns
        self.serverPatterns = serverPatterns
    }
}
