/// What a row's field and button are called: by the pattern's name on the screen of all eight rows, the
/// same words in every pattern when a row is shown alone (so one `drive` script runs in each).
public struct RowLabels: Equatable, Sendable {
    /// The text field's accessibility label ("MVC", or "Text" alone).
    public var field: String
    /// The Commit button's accessibility label ("Commit MVC", or "Commit" alone); its title is always
    /// ``EightStrings/commit``.
    public var commit: String

    /// Labels with these words.
    public init(field: String, commit: String) {
        self.field = field
        self.commit = commit
    }

    /// The labels of the row of `row` on the screen of all eight rows.
    public static func named(_ row: EightRow) -> RowLabels {
        RowLabels(field: row.title, commit: "\(EightStrings.commit) \(row.title)")
    }

    /// The labels of a row shown alone.
    public static let single = RowLabels(field: EightStrings.singleRowField, commit: EightStrings.commit)
}
