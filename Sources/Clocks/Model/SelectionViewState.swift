/// The view state of the modal screen that picks a timezone to add (the article's
/// `SelectionViewState`).
public struct SelectionViewState: Codable, Equatable, Sendable {
    /// What changed in the selection screen's view state.
    public enum Action: Equatable, Sendable {
        /// The search text changed.
        case changedSearchString
        /// The list was scrolled.
        case scrolled
    }

    /// How far the list is scrolled, in points.
    public var selectionScrollOffsetY: Double
    /// The search text, typed but never "committed": it travels through history like everything else.
    public var searchText: String

    /// Creates the selection screen's view state.
    public init(selectionScrollOffsetY: Double = 0, searchText: String = "") {
        self.selectionScrollOffsetY = selectionScrollOffsetY
        self.searchText = searchText
    }
}
