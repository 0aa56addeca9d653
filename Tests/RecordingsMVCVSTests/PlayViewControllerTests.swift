import Foundation
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewStateStore

/// The play toggle and the shared play state: `togglePlay()` is a view-state action; the window's audio
/// follows it, and both players show the play state.
@MainActor
@Suite struct PlayViewControllerTests {
    @Test func togglePlayRoundTripsThroughTheViewState() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        let store = model.viewStateStore
        store.togglePlay()
        #expect(store.content.playView == PlayViewState(), "without a play state, togglePlay does nothing")
        store.setPlaySelection(TestingStore.uuid3)
        let player = try #require(try app.split(of: window).playerNavigation.topViewController as? PlayViewController)
        #expect(player.playButton.title(for: .normal) == RecordingsStrings.play)
        player.play()
        #expect(store.content.playView.playState?.isPlaying == true)
        #expect(player.playButton.title(for: .normal) == RecordingsStrings.pause)
        #expect(app.audio.playingPlayer != nil)
        app.clock.advance(by: 1)
        #expect(store.content.playView.playState?.progress == 1)
        player.play()
        #expect(player.playButton.title(for: .normal) == RecordingsStrings.resume, "paused after the start")
        #expect(app.audio.playingPlayer == nil)
    }

    @Test func thePlayButtonTitleFollowsTheBooksRule() {
        #expect(PlayViewController.playButtonTitle(nil) == RecordingsStrings.play)
        #expect(
            PlayViewController.playButtonTitle(PlayState(isPlaying: true, progress: 1, duration: 5))
                == RecordingsStrings.pause)
        #expect(
            PlayViewController.playButtonTitle(PlayState(isPlaying: false, isPaused: true, progress: 1, duration: 5))
                == RecordingsStrings.resume)
        #expect(
            PlayViewController.playButtonTitle(PlayState(isPlaying: false, progress: 0, duration: 5))
                == RecordingsStrings.play)
    }

    @Test func theMiniPlayerAndThePlayerShareOnePlayState() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        model.viewStateStore.setPlaySelection(TestingStore.uuid3)
        let root = try #require(try app.split(of: window).folderViewControllers.first)
        let mini = root.miniPlayer
        #expect(!mini.view.isHidden)
        mini.play()
        let player = try #require(try app.split(of: window).playerNavigation.topViewController as? PlayViewController)
        #expect(player.playButton.title(for: .normal) == RecordingsStrings.pause)
        #expect(mini.playButton.title(for: .normal) == RecordingsStrings.pause)
        model.viewStateStore.setPlaySelection(nil)
        #expect(mini.view.isHidden)
        #expect(player.noRecordingLabel.isHidden == false)
        #expect(app.audio.playingPlayer == nil)
    }

    @Test func playbackIsNeitherLoggedNorInTheHistory() throws {
        let app = TestingApp()
        let (_, model) = try app.openWindow()
        model.viewStateStore.setPlaySelection(TestingStore.uuid3)
        let entries = model.history.entries.count
        let lines = app.logged.count
        model.viewStateStore.togglePlay()
        app.clock.advance(by: 2)
        model.viewStateStore.seek(to: 0.5)
        #expect(model.history.entries.count == entries)
        #expect(app.logged.count == lines)
    }

    @Test func deletingTheLoadedRecordingEmptiesThePlayer() throws {
        let app = TestingApp()
        let (_, model) = try app.openWindow()
        model.viewStateStore.setPlaySelection(TestingStore.uuid3)
        model.viewStateStore.togglePlay()
        model.context.documentStore.removeItem(uuid: TestingStore.uuid3)
        #expect(model.viewStateStore.content.playView.uuid == nil)
        #expect(app.audio.playingPlayer == nil)
    }

    @Test func aRefusedNameIsAMessageInTheViewState() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        model.viewStateStore.setPlaySelection(TestingStore.uuid3)
        let player = try #require(try app.split(of: window).playerNavigation.topViewController as? PlayViewController)
        player.nameTextField.replaceText(byUser: "  ")
        player.nameTextField.pressReturn()
        #expect(model.viewStateStore.content.messages.map(\.title) == [RecordingsStrings.invalidName])
        #expect(player.nameTextField.text == "Recording 1")
        let alert = try #require(window.topmostPresentedViewController as? AlertController)
        alert.press(try #require(alert.actions.first))
        #expect(model.viewStateStore.content.messages.isEmpty)
    }

    /// The books' field commits on return: what the person types is the view state's pending name until
    /// then. Leaving the player (going back, selecting a recording, even the one shown) clears it, which
    /// ends the edit: the field shows the stored name, nothing is renamed, no message.
    @Test func anEditLeftWithoutReturnIsAPendingNameTheViewStateDrops() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        let store = model.viewStateStore
        store.setPlaySelection(TestingStore.uuid3)
        let player = try #require(try app.split(of: window).playerNavigation.topViewController as? PlayViewController)
        player.nameTextField.replaceText(byUser: "Draft")
        #expect(store.content.playView.pendingName == "Draft")
        store.setPlaySelection(TestingStore.uuid3)
        #expect(store.content.playView.pendingName == nil)
        #expect(!player.nameTextField.isFirstResponder)
        #expect(player.nameTextField.text == "Recording 1")
        player.nameTextField.replaceText(byUser: "")
        store.setPlayerDismissed(true)
        #expect(store.content.playView.pendingName == nil)
        #expect(!player.nameTextField.isFirstResponder)
        #expect(player.nameTextField.text == "Recording 1")
        // Any other end of the edit (a field elsewhere takes the focus, the window resizes) drops it too.
        store.setPlayerDismissed(false)
        player.nameTextField.replaceText(byUser: "Other")
        player.nameTextField.resignFirstResponder()
        #expect(store.content.playView.pendingName == nil)
        #expect(player.nameTextField.text == "Recording 1")
        #expect(store.content.messages.isEmpty)
        #expect(model.context.documentStore[TestingStore.uuid3]?.name == "Recording 1")
        // Return submits.
        player.nameTextField.replaceText(byUser: "Submitted")
        player.nameTextField.pressReturn()
        #expect(store.content.playView.pendingName == nil)
        #expect(model.context.documentStore[TestingStore.uuid3]?.name == "Submitted")
        #expect(player.nameTextField.text == "Submitted")
    }
}
