/// The whole interface's view state, a tree that mirrors the controller tree (the article's
/// `SplitViewState`); its JSON is what the app logs and restores.
///
/// A present optional means the screen is shown: `detailView` the detail, `selectionView` the modal
/// selection screen. Nil screens are left out of the JSON:
/// `{"detailView":{"uuid":"…"},"masterView":{"isEditing":false,"masterScrollOffsetY":0}}`.
public struct SplitViewState: Codable, Equatable, Sendable {
    /// What changed at the split view's level: which screens are shown.
    public enum Action: Equatable, Sendable {
        /// The detail was shown, changed or hidden.
        case changedDetail
        /// The selection screen was shown or hidden.
        case changedSelectionVisibility
    }

    /// The list of clocks.
    public var masterView: MasterViewState
    /// The detail, when one is shown.
    public var detailView: DetailViewState?
    /// The selection screen, when it is shown.
    public var selectionView: SelectionViewState?

    /// Creates a view state.
    public init(
        masterView: MasterViewState = MasterViewState(), detailView: DetailViewState? = nil,
        selectionView: SelectionViewState? = nil
    ) {
        self.masterView = masterView
        self.detailView = detailView
        self.selectionView = selectionView
    }
}
