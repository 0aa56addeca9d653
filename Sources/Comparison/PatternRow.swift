/// One app/pattern's line of the comparison, as the tables and `--format json` show it.
public struct PatternRow: Codable, Sendable, Equatable {
    /// One cost with its ratio to MVC's cost of the same action and size.
    public struct CostFigure: Codable, Sendable, Equatable {
        /// The action.
        public let action: String
        /// The document's number of items (0 where size does not apply).
        public let items: Int
        /// Median nanoseconds per action.
        public let nanoseconds: Double
        /// Median allocations per action.
        public let mallocs: Double
        /// This time divided by MVC's for the same action and items, or nil when MVC has none.
        public let ratioToMVC: Double?
    }

    /// The app.
    public let app: String
    /// The pattern.
    public let pattern: String
    /// Code lines of the pattern's own folders, or nil when they do not exist yet.
    public let codeLines: Int?
    /// Code lines of what it shares with its app's other patterns.
    public let sharedLines: Int
    /// Code lines of its pattern libraries.
    public let libraryLines: Int
    /// The libraries' names, or nil for none.
    public let library: String?
    /// `@Test` functions that exercise it (a conformance scenario once per pattern it runs).
    public let tests: Int
    /// Code lines of those tests (its own test folders and the conformance suites that run it).
    public let testLines: Int
    /// Line coverage of its own folders (0…1) from the recorded figures, or nil.
    public let coverage: Double?
    /// Its recorded costs.
    public let costs: [CostFigure]
    /// Whether its own files changed since the figures were recorded (nil when nothing was recorded).
    public let olderThanCode: Bool?
    /// The books' figure beside ours, or nil.
    public let book: BookFigure?
    /// The README's answers to the five questions.
    public let questions: [QuestionAnswer]
    /// Why a figure is missing (its folder does not exist yet), or nil.
    public let note: String?
    /// Its own folders, relative to the package root.
    public let folders: [String]
    /// Whether `/compare/live` can run it without a server.
    public let runsLocally: Bool

    private enum CodingKeys: String, CodingKey {
        case app, pattern, codeLines, sharedLines, libraryLines, library, tests, testLines, coverage, costs
        case olderThanCode, book, questions, note, folders, runsLocally
    }

    /// Writes every key, absent figures as `null`, so each object of `--format json` has the same keys.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(codeLines, forKey: .codeLines)
        try container.encode(sharedLines, forKey: .sharedLines)
        try container.encode(libraryLines, forKey: .libraryLines)
        try container.encode(library, forKey: .library)
        try container.encode(tests, forKey: .tests)
        try container.encode(testLines, forKey: .testLines)
        try container.encode(coverage, forKey: .coverage)
        try container.encode(costs, forKey: .costs)
        try container.encode(olderThanCode, forKey: .olderThanCode)
        try container.encode(book, forKey: .book)
        try container.encode(questions, forKey: .questions)
        try container.encode(note, forKey: .note)
        try container.encode(folders, forKey: .folders)
        try container.encode(runsLocally, forKey: .runsLocally)
    }

    /// Creates a row.
    public init(
        app: String, pattern: String, codeLines: Int?, sharedLines: Int, libraryLines: Int, library: String?,
        tests: Int, testLines: Int, coverage: Double?, costs: [CostFigure], olderThanCode: Bool?, book: BookFigure?,
        questions: [QuestionAnswer], note: String?, folders: [String], runsLocally: Bool
    ) {
        self.app = app
        self.pattern = pattern
        self.codeLines = codeLines
        self.sharedLines = sharedLines
        self.libraryLines = libraryLines
        self.library = library
        self.tests = tests
        self.testLines = testLines
        self.coverage = coverage
        self.costs = costs
        self.olderThanCode = olderThanCode
        self.book = book
        self.questions = questions
        self.note = note
        self.folders = folders
        self.runsLocally = runsLocally
    }
}
