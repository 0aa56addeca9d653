/// Where one app/pattern's code lives, as paths relative to the package root: what the comparison counts.
public struct PatternSources: Sendable, Equatable {
    /// The app's command-line name (`recordings`).
    public let app: String
    /// The pattern's command-line name (`mvc`).
    public let pattern: String
    /// The pattern's own folders or files; their digest tells whether recorded figures are older than the code.
    public let own: [String]
    /// Paths under ``own`` that are not the pattern's own (To-Do's model, counted as shared).
    public let ownExcluded: [String]
    /// Code the pattern shares with its app's other patterns (core, shared UI); counted once per app.
    public let shared: [String]
    /// The pattern library's folders (empty for plain MVC), and its name for the tables.
    public let library: [String]
    /// The library's name as the tables show it, or nil for none.
    public let libraryName: String?
    /// The pattern's own test folders or files.
    public let tests: [String]
    /// The conformance suites that run this pattern (each `@Test` in them counts once for each pattern).
    public let conformance: [String]
    /// The README that answers the five questions, and the `## ` section in it (nil: the whole file).
    public let readme: String?
    /// The section of ``readme`` for this pattern, when one README serves several patterns.
    public let readmeSection: String?
    /// Whether `/compare/live` can run the pattern without a server.
    public let runsLocally: Bool

    /// Creates an entry.
    public init(
        app: String, pattern: String, own: [String], ownExcluded: [String] = [], shared: [String],
        library: [String] = [], libraryName: String? = nil, tests: [String], conformance: [String] = [],
        readme: String?, readmeSection: String? = nil, runsLocally: Bool = true
    ) {
        self.app = app
        self.pattern = pattern
        self.own = own
        self.ownExcluded = ownExcluded
        self.shared = shared
        self.library = library
        self.libraryName = libraryName
        self.tests = tests
        self.conformance = conformance
        self.readme = readme
        self.readmeSection = readmeSection
        self.runsLocally = runsLocally
    }
}
