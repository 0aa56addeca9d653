/// A figure from the books' own sample code, beside ours, with where it was counted.
public struct BookFigure: Codable, Sendable, Equatable {
    /// The sample's app code lines (no blanks, no comments).
    public let appLines: Int
    /// The sample's test code lines, or nil when the sample has no tests for this pattern.
    public let testLines: Int?
    /// The sample's library code lines (a bundled framework), or nil.
    public let libraryLines: Int?
    /// Where the figure was counted: the repository, commit and folders, or the notes it comes from.
    public let source: String

    /// Creates a figure.
    public init(appLines: Int, testLines: Int?, libraryLines: Int?, source: String) {
        self.appLines = appLines
        self.testLines = testLines
        self.libraryLines = libraryLines
        self.source = source
    }
}
