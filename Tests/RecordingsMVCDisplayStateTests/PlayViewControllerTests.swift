import Foundation
import RecordingsCore
import RecordingsMVCDisplayState
import RecordingsMVCTesting
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The player of the display-state lesson: its views follow its `displayState`, set in one place, and the
/// display state follows the window's playback and the store.
@MainActor
@Suite struct PlayViewControllerTests {
    /// Shows Recording 1 (the 5-second placeholder) in the detail pane of a regular window.
    func playingRecording1() throws -> (MVCTestingApp, PlayViewController) {
        let app = try MVCTestingApp(sizeClass: .regular)
        try app.automation.select("Recording 1")
        return (app, try #require(app.displayStatePlayer))
    }

    @Test func anEmptyPlayerHasNoDisplayStateAndShowsOnlyTheSentence() throws {
        let app = try MVCTestingApp(sizeClass: .regular)
        defer { app.tearDown() }
        let player = try #require(app.displayStatePlayer)
        #expect(player.displayState == nil)
        #expect(player.title == "")
        #expect(player.activeItemElements.isHidden)
        #expect(!player.noRecordingLabel.isHidden)
        let snapshot = app.automation.snapshot()
        #expect(snapshot.contains("No recording selected"))
        #expect(!snapshot.contains("field \"Name\""))
    }

    @Test func aLoadedRecordingIsItsDisplayStateAndEveryViewShowsIt() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        #expect(
            player.displayState
                == PlayViewController.DisplayState(
                    name: "Recording 1", playState: PlaybackState(duration: Store.placeholderDuration)))
        #expect(player.title == "Recording 1")
        #expect(player.navigationItem.title == "Recording 1")
        #expect(!player.activeItemElements.isHidden)
        #expect(player.noRecordingLabel.isHidden)
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.progressLabel.text == "0:00:00")
        #expect(player.durationLabel.text == timeString(Store.placeholderDuration))
        #expect(player.progressSlider.maximumValue == Store.placeholderDuration)
        #expect(player.playButton.currentTitle == "Play")
    }

    @Test func settingTheDisplayStateRedrawsEveryView() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        player.displayState = .init(name: "Other", playState: PlaybackState(isPaused: true, progress: 2, duration: 4))
        #expect(player.title == "Other")
        #expect(player.navigationItem.title == "Other")
        #expect(player.nameTextField.text == "Other")
        #expect(player.progressLabel.text == "0:00:02")
        #expect(player.durationLabel.text == "0:00:04")
        #expect(player.progressSlider.value == 2)
        #expect(player.playButton.currentTitle == "Resume")
        player.displayState = nil
        #expect(player.title == "")
        #expect(player.activeItemElements.isHidden)
        #expect(!player.noRecordingLabel.isHidden)
    }

    @Test func playbackReachesTheDisplayState() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        player.play()
        app.clock.advance(by: 1)
        #expect(player.displayState?.playState.isPlaying == true)
        #expect(player.displayState?.playState.progress == 1)
        #expect(player.progressLabel.text == "0:00:01")
        #expect(player.playButton.currentTitle == "Pause")
        player.play()
        #expect(player.playButton.currentTitle == "Resume")
        player.progressSlider.value = 3
        player.setProgress()
        #expect(player.displayState?.playState.progress == 3)
    }

    @Test func renamingChangesTheTitleThroughTheDisplayState() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        try app.automation.type("Renamed", into: "Name")
        try app.automation.submit()
        #expect(player.displayState?.name == "Renamed")
        #expect(player.title == "Renamed")
        #expect(player.nameTextField.text == "Renamed")
        let recording = try #require(app.store.item(atUUIDPath: [app.store.rootFolder.uuid, TestingStore.uuid3]))
        #expect(recording.name == "Renamed")
    }

    @Test func aRefusedNameShowsTheDisplayStatesNameAgainAndExplains() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        try app.automation.type("", into: "Name")
        try app.automation.submit()
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.displayState?.name == "Recording 1")
        #expect(app.automation.snapshot().contains(RecordingsStrings.invalidName))
    }

    @Test func anEditLeftWithoutReturnIsDroppedWithoutAMessage() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        try app.automation.type("", into: "Name")
        player.nameTextField.resignFirstResponder()
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.displayState?.name == "Recording 1")
        #expect(!app.automation.snapshot().contains(RecordingsStrings.invalidName))
    }

    @Test func theNameFieldKeepsWhatThePersonTypesWhileThePlaybackMoves() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        player.play()
        try app.automation.type("Draft", into: "Name")
        app.clock.advance(by: 1)
        #expect(player.progressLabel.text == "0:00:01")
        #expect(player.nameTextField.text == "Draft")
    }

    @Test func deletingTheLoadedRecordingClearsTheDisplayState() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        try app.automation.delete("🔊  Recording 1")
        #expect(player.displayState == nil)
        #expect(player.title == "")
        #expect(player.activeItemElements.isHidden)
    }

    @Test func loadingAnotherRecordingEndsTheEditAsMVCsSwapOfPlayersDoes() throws {
        let (app, player) = try playingRecording1()
        defer { app.tearDown() }
        try app.automation.type("Draft", into: "Name")
        #expect(player.nameTextField.isFirstResponder)
        let recording2 = try #require(
            app.store.item(atUUIDPath: [app.store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid4])
                as? Recording)
        player.sharedPlayer.recording = recording2
        #expect(!player.nameTextField.isFirstResponder)
        #expect(player.nameTextField.text == "Recording 2")
        #expect(player.title == "Recording 2")
    }
}
