import Foundation
import RecordingsCore
import RecordingsMVCDisplayState
import RecordingsMVCTesting
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit

/// The record screen of the display-state lesson on a store on disk: its time label follows its display
/// state, and recording ends as in MVC.
@MainActor
@Suite struct RecordViewControllerTests {
    func makeApp() throws -> (MVCTestingApp, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        return (try MVCTestingApp(store: try Store(url: directory.url)), directory)
    }

    @Test func theTimeLabelShowsTheDisplayStatesTime() throws {
        let (app, directory) = try makeApp()
        defer {
            app.tearDown()
            directory.remove()
        }
        try app.automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(app.window.topmostPresentedViewController as? RecordViewController)
        #expect(recorder.displayState == .init(phase: .recording, time: 0))
        #expect(recorder.timeLabel.text == "0:00:00")
        app.clock.advance(by: 3)
        #expect(recorder.displayState.time == 3)
        #expect(recorder.timeLabel.text == "0:00:03")
        try app.automation.tap(RecordingsStrings.stop)
        #expect(recorder.displayState.phase == .naming)
        app.clock.advance(by: 2)
        #expect(recorder.timeLabel.text == "0:00:03")
    }

    @Test func savingAddsTheRecordingWithItsFileAndFinishes() throws {
        let (app, directory) = try makeApp()
        defer {
            app.tearDown()
            directory.remove()
        }
        try app.automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(app.window.topmostPresentedViewController as? RecordViewController)
        app.clock.advance(by: 2)
        try app.automation.tap(RecordingsStrings.stop)
        try app.automation.type("Memo", into: RecordingsStrings.nameForRecording)
        try app.automation.tap(RecordingsStrings.save)
        #expect(recorder.displayState.phase == .finished)
        #expect(app.window.topmostPresentedViewController == nil)
        let memo = try #require(app.store.rootFolder.contents.first as? Recording)
        #expect(memo.name == "Memo")
        #expect(directory.audioFiles() == ["\(memo.uuid.uuidString).wav"])
    }

    @Test func cancellingFinishesAndRemovesTheFile() throws {
        let (app, directory) = try makeApp()
        defer {
            app.tearDown()
            directory.remove()
        }
        try app.automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(app.window.topmostPresentedViewController as? RecordViewController)
        app.clock.advance(by: 1)
        try app.automation.tap(RecordingsStrings.stop)
        try app.automation.tap(RecordingsStrings.cancel)
        #expect(recorder.displayState.phase == .finished)
        #expect(directory.audioFiles().isEmpty)
        #expect(app.store.rootFolder.contents.isEmpty)
    }
}
