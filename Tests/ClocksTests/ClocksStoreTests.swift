import Clocks
import Foundation
import StoreTesting
import Testing
import ViewStateStore

/// The view state's and the document's intents, tested exhaustively with the store tester's adapter.
@MainActor
struct ClocksStoreTests {
    enum ViewIntent {
        case showSelection(Bool)
        case search(String)
        case edit(Bool)
        case detail(UUID?, alreadyApplied: Bool)
        case scrollMaster(Double)
        case scrollSelection(Double)
    }

    enum DocumentIntent {
        case add(String, UUID)
        case rename(UUID, String)
        case remove(UUID)
    }

    func viewStore() -> TestStore<SplitViewState, ViewIntent, CommittedAction> {
        TestStore(SplitViewState()) { store, intent in
            switch intent {
            case .showSelection(let visible): store.changeSelectionViewVisibility(visible)
            case .search(let text): store.selectionViewSearchString(text)
            case .edit(let editing): store.changeEditModeOnMaster(editing)
            case .detail(let uuid, let applied): store.changeDetailSelection(uuid: uuid, alreadyApplied: applied)
            case .scrollMaster(let offset): store.scrollMasterView(offsetY: offset)
            case .scrollSelection(let offset): store.scrollSelectionView(offsetY: offset)
            }
        }
    }

    @Test func theArticleSequenceChangesTheViewStateStepByStep() {
        let store = viewStore()
        store.send(.showSelection(true)) { $0.selectionView = SelectionViewState() }
        store.assertEffects([CommittedAction(action: "changedSelectionVisibility")])
        store.send(.search("mel")) { $0.selectionView?.searchText = "mel" }
        store.assertEffects([CommittedAction(action: "changedSearchString")])
        store.send(.scrollSelection(40)) { $0.selectionView?.selectionScrollOffsetY = 40 }
        store.assertEffects([CommittedAction(action: "scrolled")])
        store.send(.showSelection(false)) { $0.selectionView = nil }
        store.assertEffects([CommittedAction(action: "changedSelectionVisibility")])
        store.send(.edit(true)) { $0.masterView.isEditing = true }
        store.assertEffects([CommittedAction(action: "changedEditMode")])
        store.send(.scrollMaster(120)) { $0.masterView.masterScrollOffsetY = 120 }
        store.assertEffects([CommittedAction(action: "scrolled")])
        store.finish()
    }

    @Test func theBackButtonsChangeIsAlreadyAppliedAndRepeatsChangeNothing() {
        let store = viewStore()
        let uuid = UUID()
        store.send(.detail(uuid, alreadyApplied: false)) { $0.detailView = DetailViewState(uuid: uuid) }
        store.assertEffects([CommittedAction(action: "changedDetail")])
        store.send(.detail(nil, alreadyApplied: true)) { $0.detailView = nil }
        store.assertEffects([CommittedAction(action: "changedDetail", alreadyApplied: true)])
        store.send(.detail(nil, alreadyApplied: true))
        store.send(.search("ignored without a selection screen"))
        store.send(.scrollSelection(10))
        store.assertEffects([])
        store.finish()
    }

    @Test func documentIntentsAddRenameAndRemove() {
        let uuid = UUID()
        let store = TestStore<ClocksDocument, DocumentIntent, CommittedAction>(ClocksDocument()) { store, intent in
            switch intent {
            case .add(let identifier, let uuid): store.addTimezone(identifier, uuid: uuid)
            case .rename(let uuid, let name): store.updateTimezone(uuid, newName: name)
            case .remove(let uuid): store.removeTimezone(uuid)
            }
        }
        store.send(.add("Africa/Addis_Ababa", uuid)) {
            $0.timezones = [Timezone(uuid: uuid, identifier: "Africa/Addis_Ababa", name: "Addis Ababa")]
        }
        store.assertEffects([CommittedAction(action: "added(\(uuid))")])
        store.send(.rename(uuid, "Home")) { $0.timezones[0].name = "Home" }
        store.assertEffects([CommittedAction(action: "renamed(\(uuid))")])
        store.send(.remove(UUID()))
        store.send(.remove(uuid)) { $0.timezones = [] }
        store.assertEffects([CommittedAction(action: "removed(\(uuid))")])
        store.finish()
    }
}
