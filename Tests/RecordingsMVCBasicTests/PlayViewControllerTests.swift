import Foundation
import RecordingsCore
import RecordingsMVCBasic
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The player as chapter 3 first presents it: an optional recording, its own audio player, the play
/// state as its own view state, and a reset when it disappears.
@MainActor
@Suite struct PlayViewControllerTests {
    /// Shows Recording 1 (the 5-second placeholder) in the detail pane of a regular window.
    func showingRecording1() throws -> (TestingViews, BasicPlayViewController) {
        let views = try TestingViews(sizeClass: .regular)
        try views.automation.select("Recording 1")
        return (views, try #require(views.visiblePlayer))
    }

    @Test func anEmptyPlayerShowsNoRecordingSelected() throws {
        let views = try TestingViews(sizeClass: .regular)
        let player = try #require(views.visiblePlayer)
        #expect(player.recording == nil)
        #expect(player.audioPlayer == nil)
        #expect(player.title == "")
        #expect(player.activeItemElements.isHidden)
        #expect(!player.noRecordingLabel.isHidden)
        #expect(views.automation.snapshot().contains("No recording selected"))
        #expect(!views.automation.snapshot().contains("field \"Name\""))
    }

    @Test func aCollapsedSplitDoesNotPushAnEmptyPlayer() throws {
        let views = try TestingViews(sizeClass: .compact)
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(!views.automation.snapshot().contains("No recording selected"))
    }

    @Test func settingTheRecordingOpensItsAudioAndShowsIt() throws {
        let (views, player) = try showingRecording1()
        #expect(player.title == "Recording 1")
        #expect(player.recording?.uuid == TestingStore.uuid3)
        // The player screen owns its audio: no shared player.
        #expect(player.audioPlayer?.duration == Store.placeholderDuration)
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.progressLabel.text == "0:00:00")
        #expect(player.durationLabel.text == timeString(Store.placeholderDuration))
        #expect(player.progressSlider.maximumValue == Store.placeholderDuration)
        #expect(player.progressSlider.value == 0)
        #expect(player.playButton.currentTitle == "Play")
        #expect(player.noRecordingLabel.isHidden)
        #expect(views.audio.livePlayers.count == 1)
    }

    @Test func playPauseResume() throws {
        let (views, player) = try showingRecording1()
        player.play()
        #expect(player.playButton.currentTitle == "Pause")
        views.clock.advance(by: 1)
        #expect(player.progressLabel.text == "0:00:01")
        player.play()
        #expect(player.playButton.currentTitle == "Resume")
        views.clock.advance(by: 1)
        #expect(player.progressLabel.text == "0:00:01")
        player.play()
        #expect(player.playButton.currentTitle == "Pause")
    }

    @Test func slidingSeeks() throws {
        let (views, player) = try showingRecording1()
        player.play()
        try views.automation.slide("Progress", to: 3.2)
        views.clock.advance(by: 0.05)
        #expect(player.progressSlider.value >= 3.2)
        #expect(player.progressLabel.text == "0:00:03")
    }

    @Test func reachingTheEndShowsPlayAgain() throws {
        let (views, player) = try showingRecording1()
        player.play()
        views.clock.advance(by: Store.placeholderDuration + 1)
        #expect(player.playButton.currentTitle == "Play")
        #expect(player.progressLabel.text == "0:00:00")
        #expect(player.recording?.uuid == TestingStore.uuid3)
    }

    @Test func failedPlaybackEmptiesThePlayer() throws {
        let views = try TestingViews(sizeClass: .regular)
        views.audio.playbackFailsAt = 2
        try views.automation.select("Recording 1")
        let player = try #require(views.visiblePlayer)
        player.play()
        views.clock.advance(by: 3)
        #expect(player.recording == nil)
        #expect(player.audioPlayer == nil)
        #expect(!player.noRecordingLabel.isHidden)
    }

    @Test func deletingTheShownRecordingEmptiesThePlayerAndStopsItsAudio() throws {
        let (views, player) = try showingRecording1()
        player.play()
        views.clock.advance(by: 1)
        let audioPlayer = try #require(player.audioPlayer)
        try views.automation.delete("Recording 1")
        #expect(player.recording == nil)
        #expect(player.audioPlayer == nil)
        #expect(!audioPlayer.isPlaying)
        #expect(views.automation.snapshot().contains("No recording selected"))
    }

    /// NB: the book reopens the audio on every change of the recording, so a rename would stop playback;
    /// following its intent, a rename only shows the new name.
    @Test func renamingKeepsPlaying() throws {
        let (views, player) = try showingRecording1()
        player.play()
        views.clock.advance(by: 1)
        let audioPlayer = try #require(player.audioPlayer)
        try views.automation.type("A first take", into: "Name")
        try views.automation.submit()
        #expect(player.title == "A first take")
        #expect(views.store.rootFolder.contents.first?.name == "A first take")
        #expect(views.rootFolderViewController.rowText(0) == "🔊  A first take")
        #expect(player.audioPlayer === audioPlayer)
        #expect(audioPlayer.isPlaying)
    }

    @Test func anInvalidNameIsExplainedAndTheFieldRestored() throws {
        let (views, player) = try showingRecording1()
        try views.automation.type("", into: "Name")
        try views.automation.submit()
        #expect(player.nameTextField.text == "Recording 1")
        let alert = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(alert.message == NameError.empty.description)
    }

    /// NB: the book's first listing renames when editing ends; here, as in every pattern, an edit left
    /// without return is a draft that is dropped.
    @Test func anEditLeftWithoutReturnIsDroppedWithoutAMessage() throws {
        let (views, player) = try showingRecording1()
        try views.automation.type("Draft", into: "Name")
        player.nameTextField.resignFirstResponder()
        #expect(player.nameTextField.text == "Recording 1")
        #expect(views.store.rootFolder.contents.map(\.name).contains("Recording 1"))
        #expect(!views.store.rootFolder.contents.map(\.name).contains("Draft"))
        #expect(!(views.window.topmostPresentedViewController is AlertController))
    }

    /// The book's `viewDidDisappear`: going back from the player resets it, and its audio stops.
    @Test func goingBackInACollapsedSplitStopsPlayback() throws {
        let views = try TestingViews(sizeClass: .compact)
        try views.automation.select("Recording 1")
        let player = try #require(views.visiblePlayer)
        player.play()
        let audioPlayer = try #require(player.audioPlayer)
        try views.automation.back()
        views.clock.advance(by: 1)
        #expect(player.recording == nil)
        #expect(!audioPlayer.isPlaying)
        #expect(views.audio.playingPlayer == nil)
    }

    /// Selecting another recording shows a new player; the one it replaces stops its audio.
    @Test func selectingAnotherRecordingReplacesThePlayer() throws {
        let (views, first) = try showingRecording1()
        first.play()
        try views.automation.select("Child 1")
        try views.automation.select("Recording 2")
        views.clock.advance(by: 0.1)
        let second = try #require(views.visiblePlayer)
        #expect(second !== first)
        #expect(second.recording?.uuid == TestingStore.uuid4)
        #expect(first.recording == nil)
        #expect(views.audio.playingPlayer == nil)
    }

    /// ViewKit's split view moves the detail when the size class changes; the player survives the move.
    @Test func changingTheSizeClassKeepsTheRecording() throws {
        let views = try TestingViews(sizeClass: .compact)
        try views.automation.select("Recording 1")
        views.window.setSizeClass(.regular)
        views.clock.drain()
        #expect(views.visiblePlayer?.recording?.uuid == TestingStore.uuid3)
        views.window.setSizeClass(.compact)
        views.clock.drain()
        #expect(views.visiblePlayer?.recording?.uuid == TestingStore.uuid3)
    }
}
