import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// The player: its empty state, playback, seeking, renaming, and clearing itself.
@MainActor
@Suite struct PlayViewControllerTests {
    /// Shows Recording 1 (the 5-second placeholder) in the detail pane of a regular window.
    func playingRecording1() throws -> (TestingViews, RecordingPlayerViewController) {
        let views = try TestingViews(sizeClass: .regular)
        try views.automation.select("Recording 1")
        return (views, try #require(views.visibleRecordingPlayer))
    }

    @Test func anEmptyPlayerShowsThePlaceholder() throws {
        let views = try TestingViews(sizeClass: .regular)
        let player = try #require(views.visiblePlayer)
        #expect(player.recording == nil)
        let placeholder = try #require(player.content as? PlaceholderViewController)
        #expect(placeholder.textLabel.text == "No recording selected")
        #expect(player.title == "")
        #expect(views.automation.snapshot().contains("No recording selected"))
        #expect(!views.automation.snapshot().contains("field \"Name\""))
    }

    @Test func aCollapsedSplitDoesNotPushAnEmptyPlayer() throws {
        let views = try TestingViews(sizeClass: .compact)
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(!views.automation.snapshot().contains("No recording selected"))
    }

    @Test func selectingShowsTheRecording() throws {
        let (views, player) = try playingRecording1()
        #expect(views.visiblePlayer?.title == "Recording 1")
        #expect(player.recording.uuid == TestingStore.uuid3)
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.progressLabel.text == "0:00:00")
        #expect(player.durationLabel.text == timeString(Store.placeholderDuration))
        #expect(player.progressSlider.maximumValue == Store.placeholderDuration)
        #expect(player.progressSlider.value == 0)
        #expect(player.playButton.currentTitle == "Play")
    }

    @Test func playPauseResume() throws {
        let (views, player) = try playingRecording1()
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
        let (views, player) = try playingRecording1()
        player.play()
        try views.automation.slide("Progress", to: 3.2)
        views.clock.advance(by: 0.05)
        #expect(player.progressSlider.value >= 3.2)
        #expect(player.progressLabel.text == "0:00:03")
    }

    @Test func reachingTheEndShowsPlayAgain() throws {
        let (views, player) = try playingRecording1()
        player.play()
        views.clock.advance(by: Store.placeholderDuration + 1)
        #expect(player.playButton.currentTitle == "Play")
        #expect(player.progressLabel.text == "0:00:00")
        #expect(views.sharedPlayer.recording === player.recording)
    }

    @Test func failedPlaybackClearsThePlayer() throws {
        let views = try TestingViews(sizeClass: .regular)
        views.audio.playbackFailsAt = 2
        try views.automation.select("Recording 1")
        let player = try #require(views.visibleRecordingPlayer)
        player.play()
        views.clock.advance(by: 3)
        #expect(views.sharedPlayer.recording == nil)
        #expect(views.visiblePlayer?.content is PlaceholderViewController)
    }

    @Test func deletingTheShownRecordingClearsThePlayerAndStopsPlayback() throws {
        let (views, player) = try playingRecording1()
        player.play()
        views.clock.advance(by: 1)
        let audioPlayer = try #require(views.sharedPlayer.audioPlayer)
        try views.automation.delete("Recording 1")
        #expect(views.sharedPlayer.recording == nil)
        #expect(views.sharedPlayer.audioPlayer == nil)
        #expect(!audioPlayer.isPlaying)
        #expect(views.visiblePlayer?.content is PlaceholderViewController)
        #expect(views.automation.snapshot().contains("No recording selected"))
    }

    @Test func endingEditingRenamesTheRecording() throws {
        let (views, _) = try playingRecording1()
        try views.automation.type("A first take", into: "Name")
        try views.automation.submit()
        #expect(views.visiblePlayer?.title == "A first take")
        #expect(views.store.rootFolder.contents.first?.name == "A first take")
        #expect(views.rootFolderViewController.rowText(0) == "🔊  A first take")
    }

    @Test func anInvalidNameIsExplainedAndTheFieldRestored() throws {
        let (views, player) = try playingRecording1()
        try views.automation.type("", into: "Name")
        try views.automation.submit()
        #expect(player.nameTextField.text == "Recording 1")
        let alert = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(alert.message == NameError.empty.description)
    }

    @Test func goingBackInACollapsedSplitKeepsPlaying() throws {
        let views = try TestingViews(sizeClass: .compact)
        try views.automation.select("Recording 1")
        let container = try #require(views.visiblePlayer)
        try #require(views.visibleRecordingPlayer).play()
        let audioPlayer = try #require(views.sharedPlayer.audioPlayer)
        try views.automation.back()
        views.clock.advance(by: 1)
        #expect(container.isDismissed)
        #expect(views.sharedPlayer.recording?.uuid == TestingStore.uuid3)
        #expect(audioPlayer.isPlaying)
        #expect(views.rootFolderViewController.miniPlayer.playButton.currentTitle == "Pause")
    }

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

    @Test func aDismissedPlayerStaysOffTheCollapsedStackUntilTheMiniPlayerIsTapped() throws {
        let views = try TestingViews(sizeClass: .compact)
        try views.automation.select("Recording 1")
        try views.automation.back()
        views.window.setSizeClass(.regular)
        views.clock.drain()
        #expect(views.visiblePlayer?.recording?.uuid == TestingStore.uuid3)
        views.window.setSizeClass(.compact)
        views.clock.drain()
        #expect(views.navigationController.viewControllers.count == 1)
        try views.automation.tap("Recording 1")
        #expect(views.visibleRecordingPlayer?.recording.uuid == TestingStore.uuid3)
        #expect(views.navigationController.viewControllers.count == 2)
    }

    /// The books' field commits on return: an edit that ends any other way (the screen left, the focus
    /// moved) is a draft, dropped without a rename or an alert; the field shows the stored name.
    @Test func anEditEndedWithoutReturnIsDropped() throws {
        let (views, player) = try playingRecording1()
        for draft in ["", "Draft"] {
            try views.automation.type(draft, into: "Name")
            player.nameTextField.resignFirstResponder()
            #expect(player.nameTextField.text == "Recording 1")
            #expect(player.recording.name == "Recording 1")
            #expect(views.window.topmostPresentedViewController == nil)
        }
    }
}
