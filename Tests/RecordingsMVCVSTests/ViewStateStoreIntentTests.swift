import Foundation
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Services
import StoreTesting
import Testing
import ViewStateStore

/// The view state's intents, tested exhaustively with the store tester's adapter: every state change
/// and every committed action is stated.
///
/// NB: the book calls interface tests of the view-state store "useless" (its actions are setters, pushes
/// and pops). The exceptions are the intents with rules: no-ops, `alreadyApplied`, continuous changes
/// and the reconciliation with the document; those are what these tests state.
@MainActor
@Suite struct ViewStateStoreIntentTests {
    enum Intent {
        case push(UUID)
        case pop(Int, alreadyApplied: Bool)
        case select(UUID?)
        case dismissPlayer
        case toggle
        case playState(PlayState?)
        case record(UUID)
        case recorded(Double)
        case askName
        case finish
        case message(MessageAlertState)
        case dismissMessage
        case reconcile(RecordingsDocument)
    }

    let root = UUID()

    func makeStore() -> TestStore<SplitViewState, Intent, CommittedAction> {
        TestStore(SplitViewState(rootFolderUUID: root)) { store, intent in
            switch intent {
            case .push(let uuid): store.pushFolder(uuid)
            case .pop(let depth, let applied): store.popToNewDepth(depth, alreadyApplied: applied)
            case .select(let uuid): store.setPlaySelection(uuid)
            case .dismissPlayer: store.setPlayerDismissed(true, alreadyApplied: true)
            case .toggle: store.togglePlay()
            case .playState(let state): store.updatePlayState(state)
            case .record(let parent): store.showRecorder(in: parent, recordingUUID: TestingStore.uuid5)
            case .recorded(let time): store.setRecordedTime(time)
            case .askName: store.askForRecordingName()
            case .finish: store.finishRecording()
            case .message(let message): store.showMessage(message)
            case .dismissMessage: store.dismissMessage()
            case .reconcile(let document): store.reconcile(with: document)
            }
        }
    }

    @Test func navigationPushesAndPopsAndTheRootStays() {
        let store = makeStore()
        store.send(.push(TestingStore.uuid1)) { $0.folderViews.append(FolderViewState(uuid: TestingStore.uuid1)) }
        store.assertEffects([CommittedAction(action: "pushFolderView")])
        store.send(.pop(0, alreadyApplied: true)) { $0.folderViews.removeLast() }
        store.assertEffects([CommittedAction(action: "popFolderViews(depth: 1)", alreadyApplied: true)])
        store.send(.pop(1, alreadyApplied: false))
        store.assertEffects([])
        store.finish()
    }

    @Test func thePlaySelectionAndItsPlaybackAreSeparateChanges() {
        let store = makeStore()
        store.send(.toggle)
        store.assertEffects([])
        store.send(.select(TestingStore.uuid3)) { $0.playView = PlayViewState(uuid: TestingStore.uuid3) }
        store.assertEffects([CommittedAction(action: "changedPlaySelection")])
        let playing = PlayState(isPlaying: false, progress: 0, duration: 5)
        store.send(.playState(playing)) { $0.playView.playState = playing }
        store.assertEffects([CommittedAction(action: "changedPlayState", continuous: true)])
        store.send(.toggle) { $0.playView.playState?.isPlaying = true }
        store.assertEffects([CommittedAction(action: "togglePlay", continuous: true)])
        store.send(.dismissPlayer) { $0.playView.isDismissed = true }
        store.assertEffects([CommittedAction(action: "changedPlayerVisibility", alreadyApplied: true)])
        // Selecting the loaded recording again shows the player and keeps the playback.
        store.send(.select(TestingStore.uuid3)) { $0.playView.isDismissed = false }
        store.assertEffects([CommittedAction(action: "changedPlayerVisibility")])
        store.finish()
    }

    @Test func recordingThenNamingThenFinishing() {
        let store = makeStore()
        store.send(.askName)
        store.assertEffects([])
        store.send(.record(TestingStore.uuid1)) {
            $0.recordView = RecordViewState(parentUUID: TestingStore.uuid1, recordingUUID: TestingStore.uuid5)
        }
        store.assertEffects([CommittedAction(action: "changedRecordView")])
        store.send(.recorded(1.5)) { $0.recordView?.progress = 1.5 }
        store.assertEffects([CommittedAction(action: "recorded", continuous: true)])
        store.send(.askName) {
            $0.textAlert = TextAlertState(text: "", parentUUID: TestingStore.uuid1, recordingUUID: TestingStore.uuid5)
        }
        store.assertEffects([CommittedAction(action: "changedTextAlert")])
        store.send(.finish) {
            $0.recordView = nil
            $0.textAlert = nil
        }
        store.assertEffects([CommittedAction(action: "changedRecordView")])
        store.send(.finish)
        store.assertEffects([])
        store.finish()
    }

    @Test func aRefusedRecordingNameAsksAgainAfterTheMessage() {
        let store = makeStore()
        let next = TextAlertState(text: "", parentUUID: root, recordingUUID: TestingStore.uuid5)
        let message = MessageAlertState(title: "Invalid Name", message: "empty", then: next)
        store.send(.message(message)) { $0.messages = [message] }
        store.assertEffects([CommittedAction(action: "changedMessages")])
        store.send(.dismissMessage) {
            $0.messages = []
            $0.textAlert = next
        }
        store.assertEffects([CommittedAction(action: "changedMessages")])
        store.finish()
    }

    @Test func reconcilingCutsTheStackAtTheFirstMissingFolderAndEmptiesThePlayer() {
        let store = makeStore()
        store.send(.push(TestingStore.uuid1)) { $0.folderViews.append(FolderViewState(uuid: TestingStore.uuid1)) }
        store.skipEffects()
        store.send(.push(TestingStore.uuid2)) { $0.folderViews.append(FolderViewState(uuid: TestingStore.uuid2)) }
        store.skipEffects()
        store.send(.select(TestingStore.uuid4)) { $0.playView = PlayViewState(uuid: TestingStore.uuid4) }
        store.skipEffects()
        let document = RecordingsDocument(
            rootUUID: root,
            items: [
                root: .folder(DocumentFolder(uuid: root, name: "", parentUUID: nil, childUUIDs: [TestingStore.uuid2])),
                TestingStore.uuid2: .folder(
                    DocumentFolder(uuid: TestingStore.uuid2, name: "Child 2", parentUUID: root)),
            ])
        store.send(.reconcile(document)) {
            $0.folderViews = [FolderViewState(uuid: self.root)]
            $0.playView = PlayViewState()
        }
        store.assertEffects([
            CommittedAction(action: "popFolderViews(depth: 1)"), CommittedAction(action: "changedPlaySelection"),
        ])
        store.finish()
    }
}
