/// The view state of the list of clocks (the article's `MasterViewState`).
public struct MasterViewState: Codable, Equatable, Sendable {
    /// What changed in the list's view state.
    public enum Action: Equatable, Sendable {
        /// Edit mode was turned on or off.
        case changedEditMode
        /// The list was scrolled.
        case scrolled
    }

    /// How far the list is scrolled, in points.
    public var masterScrollOffsetY: Double
    /// Whether the list is in edit mode.
    public var isEditing: Bool

    /// Creates the list's view state.
    public init(masterScrollOffsetY: Double = 0, isEditing: Bool = false) {
        self.masterScrollOffsetY = masterScrollOffsetY
        self.isEditing = isEditing
    }
}
