/// The figures that need a test or benchmark run, as `apparch compare --update-figures` records them in
/// `Comparison/figures.json`: when and where they were measured, and per app/pattern its coverage, its costs
/// and the digest of its own folder at the time, so a later count can tell which figures are older than the
/// code.
public struct Figures: Codable, Sendable, Equatable {
    /// The figures of one app/pattern.
    public struct Pattern: Codable, Sendable, Equatable {
        /// The app.
        public let app: String
        /// The pattern.
        public let pattern: String
        /// The SHA-256 of the pattern's own files when measured (``SourceTree/digest(of:excluding:)``).
        public let digest: String
        /// Line coverage of the pattern's own folder: covered and coverable lines, or nil when not measured.
        public let coverage: Coverage?
        /// The pattern's costs.
        public let costs: [Cost]
        /// The line and test counts at the time, shown when there is no source tree to count.
        public let counts: Counts

        /// Creates a pattern's figures.
        public init(app: String, pattern: String, digest: String, coverage: Coverage?, costs: [Cost], counts: Counts) {
            self.app = app
            self.pattern = pattern
            self.digest = digest
            self.coverage = coverage
            self.costs = costs
            self.counts = counts
        }
    }

    /// A pattern's lines and tests as counted when the figures were recorded.
    public struct Counts: Codable, Sendable, Equatable {
        /// Own code lines.
        public let codeLines: Int
        /// Shared code lines.
        public let sharedLines: Int
        /// Library code lines.
        public let libraryLines: Int
        /// Tests.
        public let tests: Int
        /// Test code lines.
        public let testLines: Int

        /// Creates counts.
        public init(codeLines: Int, sharedLines: Int, libraryLines: Int, tests: Int, testLines: Int) {
            self.codeLines = codeLines
            self.sharedLines = sharedLines
            self.libraryLines = libraryLines
            self.tests = tests
            self.testLines = testLines
        }
    }

    /// Covered and coverable lines, as llvm-cov counts them.
    public struct Coverage: Codable, Sendable, Equatable {
        /// Lines executed by the tests.
        public let covered: Int
        /// Lines that could be executed.
        public let count: Int

        /// The covered fraction (0…1), or nil when nothing is coverable.
        public var fraction: Double? { count > 0 ? Double(covered) / Double(count) : nil }

        /// Creates a coverage.
        public init(covered: Int, count: Int) {
            self.covered = covered
            self.count = count
        }
    }

    /// When the figures were measured (ISO 8601).
    public let date: String
    /// The commit measured.
    public let commit: String
    /// The kind of machine (operating system, architecture, cores).
    public let machine: String
    /// Per app/pattern figures; empty when nothing has been recorded yet.
    public let patterns: [Pattern]
    /// Costs that belong to an app rather than a pattern (Recordings' store save).
    public let appCosts: [Cost]

    /// Creates figures.
    public init(date: String, commit: String, machine: String, patterns: [Pattern], appCosts: [Cost] = []) {
        self.date = date
        self.commit = commit
        self.machine = machine
        self.patterns = patterns
        self.appCosts = appCosts
    }

    /// The figures of `app`/`pattern`, or nil.
    public func figures(app: String, pattern: String) -> Pattern? {
        patterns.first { $0.app == app && $0.pattern == pattern }
    }
}
