import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCDeclarative
import RecordingsMVCTesting
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// The `mvc-declarative` player: MVC's container with a child declared as a list of content elements,
/// updated in place at every change of the playback.
@MainActor
@Suite struct DeclarativeRecordingPlayerTests {
    @Test func theElementsAreAValueOfTheNameAndThePlayback() throws {
        let app = try MVCTestingApp(screens: DeclarativeScreens(), sizeClass: .regular)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        let playing = PlaybackState(isPlaying: true, progress: 2, duration: 5)
        #expect(
            player.elements(name: "Recording 1", playback: playing).map(\.description) == [
                "field \"Name\": Recording 1",
                "row [label(monospacedDigits) 0:00:02, label(monospacedDigits) 0:00:05]",
                "slider \"Progress\": 2.0 of 0…5.0",
                "button(filled) Pause",
            ])
        let paused = PlaybackState(isPaused: true, progress: 2, duration: 5)
        #expect(player.elements(name: "Other", playback: paused).map(\.description).last == "button(filled) Resume")
    }

    @Test func theFactoryMakesMVCsContainerWithTheDeclarativePlayer() throws {
        let app = try MVCTestingApp(screens: DeclarativeScreens(), sizeClass: .regular)
        let player = try #require(app.visiblePlayer)
        #expect(player.restorationIdentifier == RestorationID.player)
        #expect(player.content is PlaceholderViewController)
        try app.automation.select("Recording 1")
        #expect(player.content is DeclarativeRecordingPlayerViewController)
        #expect(player.recording === app.recording1)
    }

    @Test func playbackUpdatesTheSameViewsInPlace() throws {
        let app = try MVCTestingApp(screens: DeclarativeScreens(), sizeClass: .regular)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        let views = player.stack.arrangedSubviews
        let row = try #require(views[1] as? StackView)
        let labels = row.arrangedSubviews
        #expect(labels.map { ($0 as? Label)?.text } == ["0:00:00", timeString(Store.placeholderDuration)])
        try app.automation.tap(RecordingsStrings.play)
        app.clock.advance(by: 1)
        #expect(zip(views, player.stack.arrangedSubviews).allSatisfy { $0 === $1 })
        #expect(zip(labels, row.arrangedSubviews).allSatisfy { $0 === $1 })
        #expect(labels.map { ($0 as? Label)?.text } == ["0:00:01", timeString(Store.placeholderDuration)])
        #expect((views[2] as? Slider)?.value == 1)
        #expect((views[3] as? Button)?.currentTitle == RecordingsStrings.pause)
        try app.automation.slide(RecordingsStrings.progress, to: 3.2)
        app.clock.advance(by: 0.05)
        #expect((labels.first as? Label)?.text == "0:00:03")
    }

    @Test func renamingThroughTheFieldAndFromTheStore() throws {
        let app = try MVCTestingApp(screens: DeclarativeScreens(), sizeClass: .regular)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        let field = try #require(player.stack.arrangedSubviews.first as? TextField)
        let recording = try #require(app.recording1)
        try recording.setName("Renamed")
        #expect(field.text == "Renamed")
        try app.automation.type("Typing", into: RecordingsStrings.name)
        try recording.setName("Elsewhere")
        #expect(field.text == "Typing")
        try app.automation.submit()
        #expect(recording.name == "Typing")
        #expect(field.text == "Typing")
        try app.automation.type("", into: RecordingsStrings.name)
        try app.automation.submit()
        #expect(recording.name == "Typing")
        #expect(field.text == "Typing")
        #expect(app.automation.snapshot().contains("Invalid Name"))
    }

    @Test func anUnsubmittedEditIsDiscardedWhenThePersonLeaves() throws {
        let app = try MVCTestingApp(screens: DeclarativeScreens(), sizeClass: .compact)
        try app.automation.select("Recording 1")
        let player = try #require(app.recordingPlayer)
        let field = try #require(player.stack.arrangedSubviews.first as? TextField)
        try app.automation.type("Draft", into: RecordingsStrings.name)
        try app.automation.back()
        app.clock.drain()
        #expect(app.recording1?.name == "Recording 1")
        #expect(field.text == "Recording 1")
        #expect(!app.automation.snapshot().contains("alert"))
    }
}
