/// One app on the index page `apparch serve` shows when no app is named.
public struct WebIndexEntry: Sendable {
    /// One pattern of the app, with the path it is served at.
    public struct Pattern: Sendable {
        /// The pattern's name.
        public var name: String
        /// Its one-line summary.
        public var summary: String
        /// The page path, like `/apps/todo/mvc`.
        public var path: String

        /// Creates an entry.
        public init(name: String, summary: String, path: String) {
            self.name = name
            self.summary = summary
            self.path = path
        }
    }

    /// The app's name.
    public var name: String
    /// Its one-line summary.
    public var summary: String
    /// Its patterns.
    public var patterns: [Pattern]

    /// Creates an entry.
    public init(name: String, summary: String, patterns: [Pattern]) {
        self.name = name
        self.summary = summary
        self.patterns = patterns
    }
}
