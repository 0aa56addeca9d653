/// What the history slider travels through: `apparch drive clocks --history whole|document`.
public enum ClocksHistoryMode: String, CaseIterable, Sendable {
    /// The document and the view state: the whole interface (the article's "timetravel" branch).
    case whole
    /// Only the document, as undo and redo do (the article's "undoredo" branch): edit mode and the
    /// selection screen do not come back, which is the problem the article demonstrates.
    case document
}
