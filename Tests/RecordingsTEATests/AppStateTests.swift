import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import StoreTesting
import TEA
import Testing
import ViewKit

@testable import RecordingsTEA

/// The TEA app's state under the exhaustive store tester: every change, command and fed-back message is
/// stated.
@MainActor
func appStore(
    _ state: AppState = AppState(rootFolder: constructTestFolder())
) -> TestStore<AppState, AppState.Message, RecordingsCommand<AppState.Message>> {
    // NB: no Recordings command sends a message back at once; each one's reply is checked by calling it.
    TestStore(tea: state, update: { state, message in state.update(message) }) { _ in nil }
}

@MainActor
@Suite struct AppStateTests {
    @Test func rowTextsMatchTheSharedStrings() {
        let store = constructTestingStore()
        let root = FolderValue(store.rootFolder)
        guard case .tableViewController(let table) = AppState(rootFolder: root).master.viewControllers[0].viewController
        else {
            Issue.record("not a table")
            return
        }
        #expect(table.items.map(\.text) == store.rootFolder.contents.map(RecordingsStrings.rowText(for:)))
    }

    @Test func deleteReturnsTheDeleteCommandAndChangesNothing() {
        let store = appStore()
        store.send(.delete(.recording(recording1)))
        store.assertEffects([.delete(.recording(recording1))])
        store.finish()
    }

    @Test func aDeletedFolderDropsOffTheStack() {
        let store = appStore()
        store.send(.selectFolder(folder1)) { $0.folders = [constructTestFolder(), folder1] }
        store.send(.selectFolder(folder2)) { $0.folders = [constructTestFolder(), folder1, folder2] }
        let newRoot = FolderValue(name: "", uuid: rootUuid, items: [.recording(recording1)])
        store.send(.storeChanged(newRoot)) { $0.folders = [newRoot] }
        store.finish()
    }

    @Test func emptyFolderNamesAreExplained() {
        let store = appStore()
        store.send(.createFolder("  "))
        store.assertEffects([
            .modalAlert(title: "Invalid Name", message: NameError.empty.description, accept: "OK", dismissed: nil)
        ])
        store.send(.createFolder(" Ideas "))
        store.assertEffects([.createFolder(name: "Ideas", parent: constructTestFolder())])
        store.finish()
    }

    @Test func cancellingARecordingDiscardsItsAudio() throws {
        let store = appStore()
        let recorder = RecorderHandle(url: URL(fileURLWithPath: "/tmp/x.wav"))
        store.send(.recorderAvailable(.success(recorder))) {
            $0.recordState = RecordState(folder: constructTestFolder(), recorder: recorder)
        }
        store.send(.recording(.stop)) { $0.recordState?.phase = .naming }
        let prompt = try #require(store.pendingEffects.last)
        guard case .modalTextAlert(_, _, _, _, let submit) = prompt else {
            Issue.record("no name prompt")
            return
        }
        #expect(submit(nil) == .recording(.save(name: nil)))
        store.assertEffects([
            .stopRecorder(recorder),
            .modalTextAlert(
                title: "Save recording", accept: "Save", cancel: "Cancel", placeholder: "Name for recording",
                submit: submit),
        ])
        store.send(.recording(.save(name: nil))) { $0.recordState = nil }
        store.assertEffects([.discardRecording(url: recorder.url)])
        store.finish()
        #expect(store.state.recordModal == nil)
    }

    /// A second recorder that arrives while one records (two quick taps on New Recording) is stopped and
    /// its file removed, so no take is left behind and the first recording goes on.
    @Test func aSecondRecorderIsStoppedAndDiscarded() {
        let store = appStore()
        let first = RecorderHandle(url: URL(fileURLWithPath: "/tmp/first.wav"))
        let second = RecorderHandle(url: URL(fileURLWithPath: "/tmp/second.wav"))
        store.send(.recorderAvailable(.success(first))) {
            $0.recordState = RecordState(folder: constructTestFolder(), recorder: first)
        }
        store.send(.recorderAvailable(.success(second)))
        store.assertEffects([.stopRecorder(second), .discardRecording(url: second.url)])
        store.finish()
    }

    /// A recorder that cannot start is a failure the person sees, not a silent nothing.
    @Test func aRecorderThatCannotStartIsExplained() {
        let store = appStore()
        store.send(.createNewRecording)
        store.assertEffects([.createRecorder(available: Reply { .recorderAvailable($0) })])
        let error = AudioFileError(.unavailable(reason: "no microphone"))
        store.send(.recorderAvailable(.failure(error)))
        store.assertEffects([
            .modalAlert(title: "Cannot record", message: error.description, accept: "OK", dismissed: nil)
        ])
        store.finish()
    }

    /// Audio that cannot be played still shows the player with the recording's name, and says why.
    @Test func audioThatCannotBePlayedIsExplained() {
        let store = appStore()
        store.send(.selectRecording(recording1))
        store.assertEffects([
            .endEditing(field: "Name"), .load(recording: recording1, available: Reply { .loaded(recording1, $0) }),
        ])
        let error = AudioFileError(.fileNotFound(path: "/library/3.wav"))
        // NB: the silent player is a handle made by `update`, compared by identity; this step states the
        // fields a person sees instead.
        store.exhaustivity = .off
        store.send(.loaded(recording1, .failure(error))) {
            $0.playState?.name = "Recording 1"
            $0.playState?.duration = 0
            $0.playState?.playing = false
            $0.pendingRecording = nil
        }
        store.assertEffects([
            .modalAlert(title: "Cannot play Recording 1", message: error.description, accept: "OK", dismissed: nil)
        ])
        store.exhaustivity = .on
        store.finish()
        #expect(store.state.playState?.name == "Recording 1")
        #expect(store.state.playState?.duration == 0)
    }

    /// The library refused a name the field accepted: the field goes back to the stored name and the
    /// person learns why.
    @Test func aRenameTheLibraryRefusesIsExplained() throws {
        let player = PlayerHandle(duration: 5)
        let store = appStore()
        store.send(.loaded(recording1, .success(player))) {
            $0.playState = PlayerState(recording: recording1, player: player)
        }
        store.send(.player(.nameChanged("Renamed"))) { $0.playState?.name = "Renamed" }
        store.send(.player(.saveName("Renamed")))
        let rename = try #require(store.pendingEffects.first)
        guard case .changeName(_, _, let refused) = rename else {
            Issue.record("expected a rename, got \(rename)")
            return
        }
        store.assertEffects([.changeName(of: recording1, to: "Renamed", refused: refused)])
        let tooLong = NameError.tooLong(length: 300, limit: 255)
        #expect(refused(tooLong) == .player(.nameRefused(tooLong)))
        store.send(.player(.nameRefused(tooLong))) { $0.playState?.name = "Recording 1" }
        store.assertEffects([
            .modalAlert(title: "Invalid Name", message: tooLong.description, accept: "OK", dismissed: nil)
        ])
        store.finish()
    }

    @Test func subscriptionsFollowTheState() {
        var state = AppState(rootFolder: constructTestFolder())
        #expect(state.subscriptions.count == 1)
        let player = PlayerHandle(duration: 5)
        _ = state.update(.loaded(recording1, .success(player)))
        guard case .playProgress(let subscribed, _)? = state.subscriptions.last else {
            Issue.record("no player subscription")
            return
        }
        #expect(subscribed == player)
        _ = state.update(.player(.playPositionChanged(nil)))
        #expect(state.playState == nil)
        #expect(state.subscriptions.count == 1)
    }

    @Test func restorationEncodesThePathAndTheRecording() throws {
        var state = AppState(rootFolder: constructTestFolder())
        _ = state.update(.selectFolder(folder1))
        _ = state.update(.loaded(recording2, .success(PlayerHandle(duration: 3))))
        let data = try JSONEncoder().encode(state)
        let decoder = JSONDecoder()
        let key = try #require(AppState.rootFolderKey)
        decoder.userInfo = [key: constructTestFolder()]
        let decoded = try decoder.decode(AppState.self, from: data)
        #expect(decoded.folders == state.folders)
        #expect(decoded.pendingRecording == recording2)
        #expect(decoded.recordState == nil)
        #expect(throws: AppState.DecodingFailure.self) { try JSONDecoder().decode(AppState.self, from: data) }
    }

    // MARK: The mini player

    /// Going back from the player in a compact window keeps the playback; only the player is dismissed,
    /// and the bar's name shows it again.
    @Test func goingBackFromThePlayerKeepsThePlayback() {
        let player = PlayerHandle(duration: 5)
        let store = appStore()
        store.send(.loaded(recording1, .success(player))) {
            $0.playState = PlayerState(recording: recording1, player: player)
        }
        store.send(.player(.togglePlay)) { $0.playState?.playing = true }
        store.assertEffects([.togglePlay(player)])
        store.send(.popDetail) { $0.playerDismissed = true }
        #expect(store.state.viewController.collapsesDetail)
        store.send(.player(.togglePlay)) { $0.playState?.playing = false }
        store.assertEffects([.togglePlay(player)])
        store.send(.showPlayer) { $0.playerDismissed = false }
        #expect(!store.state.viewController.collapsesDetail)
        store.finish()
    }

    /// Selecting the loaded recording shows its player and keeps it playing; another one loads.
    @Test func selectingTheLoadedRecordingDoesNotReloadIt() {
        let player = PlayerHandle(duration: 5)
        var state = AppState(rootFolder: constructTestFolder())
        state.playState = PlayerState(recording: recording1, player: player)
        state.playerDismissed = true
        let store = appStore(state)
        store.send(.selectRecording(recording1)) { $0.playerDismissed = false }
        store.assertEffects([.endEditing(field: "Name")])
        store.send(.selectRecording(recording2))
        store.assertEffects([
            .endEditing(field: "Name"), .load(recording: recording2, available: Reply { .loaded(recording2, $0) }),
        ])
        store.finish()
    }

    /// The books' name field commits on return (`saveName`); what the person types is a draft until then.
    /// The update for leaving the player (going back, selecting a recording, even the one shown) drops it
    /// and ends the edit, and so does the field's end without return: the stored name shows, nothing is
    /// renamed, no alert.
    @Test func navigationDropsAnUnsubmittedName() {
        let player = PlayerHandle(duration: 5)
        let store = appStore()
        store.send(.loaded(recording1, .success(player))) {
            $0.playState = PlayerState(recording: recording1, player: player)
        }
        store.send(.player(.nameChanged(""))) { $0.playState?.name = "" }
        store.send(.popDetail) {
            $0.playerDismissed = true
            $0.playState?.name = "Recording 1"
        }
        store.send(.player(.nameChanged("Draft"))) { $0.playState?.name = "Draft" }
        store.send(.selectRecording(recording1)) {
            $0.playerDismissed = false
            $0.playState?.name = "Recording 1"
        }
        store.assertEffects([.endEditing(field: "Name")])
        store.send(.player(.nameChanged("Draft"))) { $0.playState?.name = "Draft" }
        store.send(.player(.nameEditingEnded)) { $0.playState?.name = "Recording 1" }
        // A rename from elsewhere does not replace a draft; the draft, dropped, gives way to the new name.
        store.send(.player(.nameChanged("Draft"))) { $0.playState?.name = "Draft" }
        let renamed = FolderValue(
            name: "", uuid: rootUuid,
            items: [.folder(folder1), .recording(RecordingValue(name: "Elsewhere", uuid: recording1.uuid))])
        store.exhaustivity = .off
        store.send(.storeChanged(renamed))
        store.exhaustivity = .on
        #expect(store.state.playState?.name == "Draft")
        store.send(.player(.nameEditingEnded)) { $0.playState?.name = "Elsewhere" }
        store.finish()
    }

    /// The mini player is a view of the playback: the name (tapping it sends `showPlayer`), the player's
    /// button title and message, and the fraction played; nothing without a loaded recording.
    @Test func theMiniPlayerIsAViewOfThePlayback() throws {
        var state = AppState(rootFolder: constructTestFolder())
        #expect(state.miniPlayer == nil)
        var playback = PlayerState(recording: recording1, player: PlayerHandle(duration: 5))
        playback.position = 2
        playback.playing = true
        state.playState = playback
        // The bar is a lazy view of what it shows; inside, the buttons are lazy views of their texts.
        guard case ._lazy(let lazyBar)? = state.miniPlayer, case ._stackView(let bar) = lazyBar.view,
            bar.views.count == 3,
            case ._lazy(let lazyName) = bar.views[0], case ._button(let name) = lazyName.view,
            case ._lazy(let lazyPlay) = bar.views[1], case ._button(let play) = lazyPlay.view,
            case ._progress(let progress) = bar.views[2]
        else {
            Issue.record("unexpected mini player \(String(describing: state.miniPlayer))")
            return
        }
        #expect(bar.axis == .horizontal)
        #expect(bar.accessibilityLabel == RecordingsStrings.nowPlaying)
        #expect(name.text == "Recording 1" && name.onTap == .showPlayer)
        #expect(play.text == RecordingsStrings.pause && play.onTap == .player(.togglePlay))
        #expect(progress.value == 0.4)
        // Every folder screen carries it below its rows.
        state.folders.append(folder1)
        for item in state.master.viewControllers {
            guard case .tableViewController(let table) = item.viewController, case ._lazy? = table.bottomBar else {
                Issue.record("a folder screen without the mini player")
                continue
            }
        }
    }

    @Test func restorationKeepsThePlayerDismissed() throws {
        var state = AppState(rootFolder: constructTestFolder())
        _ = state.update(.loaded(recording1, .success(PlayerHandle(duration: 5))))
        _ = state.update(.popDetail)
        let decoder = JSONDecoder()
        decoder.userInfo = [try #require(AppState.rootFolderKey): constructTestFolder()]
        let decoded = try decoder.decode(AppState.self, from: try JSONEncoder().encode(state))
        #expect(decoded.playerDismissed)
        #expect(decoded.pendingRecording == recording1)
    }
}

extension TEA.ViewController {
    /// Whether the split view keeps the detail off a collapsed stack.
    fileprivate var collapsesDetail: Bool {
        if case .splitViewController(let split, _) = self { split.collapseSecondaryViewController } else { false }
    }
}
