import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCBindings
import RecordingsMVCTesting
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// The `mvc-bindings` player: MVC's container with a child whose views are bound straight to the model's
/// publishers, with no view model.
@MainActor
@Suite struct BoundRecordingPlayerTests {
    /// The times the player's progress row shows.
    func times(_ player: BoundRecordingPlayerViewController) -> [String?] {
        player.progressRow.arrangedSubviews.map { ($0 as? Label)?.text }
    }

    @Test func theFactoryMakesMVCsContainerWithTheBoundPlayer() throws {
        let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .regular)
        let player = try #require(app.visiblePlayer)
        #expect(player.restorationIdentifier == RestorationID.player)
        #expect(player.content is PlaceholderViewController)
        try app.automation.select("Recording 1")
        #expect(player.content is BoundRecordingPlayerViewController)
        #expect(player.recording === app.recording1)
    }

    @Test func selectingBindsTheRecordingAndThePlayback() throws {
        let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .regular)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        #expect(player.nameTextField.text == "Recording 1")
        #expect(player.nameTextField.accessibilityLabel == RecordingsStrings.name)
        #expect(times(player) == ["0:00:00", timeString(Store.placeholderDuration)])
        #expect(player.progressSlider.maximumValue == Store.placeholderDuration)
        #expect(player.playButton.currentTitle == RecordingsStrings.play)
        player.play()
        #expect(player.playButton.currentTitle == RecordingsStrings.pause)
        app.clock.advance(by: 1)
        #expect(times(player) == ["0:00:01", timeString(Store.placeholderDuration)])
        #expect(player.progressSlider.value == 1)
        try app.automation.slide(RecordingsStrings.progress, to: 3.2)
        app.clock.advance(by: 0.05)
        #expect(times(player).first == "0:00:03")
    }

    @Test func aRenameInTheStoreReachesTheFieldButNotWhileThePersonTypes() throws {
        let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .regular)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        let recording = try #require(app.recording1)
        try recording.setName("Renamed")
        #expect(player.nameTextField.text == "Renamed")
        try app.automation.type("Typing", into: RecordingsStrings.name)
        try recording.setName("Elsewhere")
        #expect(player.nameTextField.text == "Typing")
        try app.automation.submit()
        #expect(recording.name == "Typing")
        #expect(player.nameTextField.text == "Typing")
    }

    @Test func anUnsubmittedEditIsDiscardedWhenThePersonLeaves() throws {
        let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .compact)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        try app.automation.type("Draft", into: RecordingsStrings.name)
        try app.automation.back()
        app.clock.drain()
        #expect(app.recording1?.name == "Recording 1")
        #expect(player.nameTextField.text == "Recording 1")
        #expect(!app.automation.snapshot().contains("alert"))
    }

    @Test func theBindingsEndWithThePlayer() throws {
        let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .regular)
        let before = app.store.observerCount
        try app.automation.select("Recording 1")
        weak var released: BoundRecordingPlayerViewController?
        released = app.recordingPlayer
        #expect(released != nil)
        #expect(app.store.observerCount > before)
        app.visiblePlayer?.sharedPlayer.recording = nil
        app.clock.drain()
        #expect(released == nil)
        #expect(app.store.observerCount == before)
    }
}
