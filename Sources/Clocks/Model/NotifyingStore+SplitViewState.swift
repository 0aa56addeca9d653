public import Foundation
public import ViewStateStore

/// The view state's intents (the article's `ViewState` mutating API). Each commits only when the state
/// actually changes, so re-applying what is shown adds nothing to the log or the history.
extension NotifyingStore where State == SplitViewState {
    /// Records the list's scroll position.
    public func scrollMasterView(offsetY: Double) {
        guard content.masterView.masterScrollOffsetY != offsetY else { return }
        commit(MasterViewState.Action.scrolled) { $0.masterView.masterScrollOffsetY = offsetY }
    }

    /// Records the selection screen's scroll position; does nothing when the screen is not shown.
    public func scrollSelectionView(offsetY: Double) {
        guard let selection = content.selectionView, selection.selectionScrollOffsetY != offsetY else { return }
        commit(SelectionViewState.Action.scrolled) { $0.selectionView?.selectionScrollOffsetY = offsetY }
    }

    /// Shows the detail of `uuid`, or hides the detail when nil.
    ///
    /// - Parameter alreadyApplied: the interface already shows it (the back button popped the detail).
    public func changeDetailSelection(uuid: UUID?, alreadyApplied: Bool = false) {
        guard content.detailView?.uuid != uuid else { return }
        commit(SplitViewState.Action.changedDetail, alreadyApplied: alreadyApplied) {
            $0.detailView = uuid.map(DetailViewState.init(uuid:))
        }
    }

    /// Turns the list's edit mode on or off.
    public func changeEditModeOnMaster(_ isEditing: Bool) {
        guard content.masterView.isEditing != isEditing else { return }
        commit(MasterViewState.Action.changedEditMode) { $0.masterView.isEditing = isEditing }
    }

    /// Shows the selection screen (scrolled to the top, no search) or hides it.
    public func changeSelectionViewVisibility(_ visible: Bool) {
        guard (content.selectionView != nil) != visible else { return }
        commit(SplitViewState.Action.changedSelectionVisibility) {
            $0.selectionView = visible ? SelectionViewState() : nil
        }
    }

    /// Records the selection screen's search text; does nothing when the screen is not shown.
    ///
    /// Every change is an entry of the history (the article's "uncommitted text winds like committed
    /// text"): typing "mel" key by key makes three entries.
    public func selectionViewSearchString(_ value: String) {
        guard let selection = content.selectionView, selection.searchText != value else { return }
        commit(SelectionViewState.Action.changedSearchString) { $0.selectionView?.searchText = value }
    }
}
