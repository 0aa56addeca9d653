import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit

/// The record screen against a store on disk: WAV files appear, stay or go as the book says.
@MainActor
@Suite struct RecordViewControllerTests {
    /// The MVC app on an empty library in a temporary directory.
    func makeViews() throws -> (TestingViews, TemporaryDirectory) {
        let directory = TemporaryDirectory()
        let store = try Store(url: directory.url)
        return (try TestingViews(store: store), directory)
    }

    @Test func savingAddsTheRecordingWithItsFile() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        try views.automation.tap("New Recording")
        let recorder = try #require(views.window.topmostPresentedViewController as? RecordViewController)
        #expect(recorder.timeLabel.text == "0:00:00")
        views.clock.advance(by: 3)
        #expect(recorder.timeLabel.text == "0:00:03")
        try views.automation.tap("Stop")
        try views.automation.type("Memo", into: "Name for recording")
        try views.automation.tap("Save")

        #expect(views.window.topmostPresentedViewController == nil)
        let memo = try #require(views.store.rootFolder.contents.first as? Recording)
        #expect(memo.name == "Memo")
        #expect(memo.uuid == recorder.recording.uuid)
        #expect(directory.audioFiles() == ["\(memo.uuid.uuidString).wav"])
        let url = try #require(memo.fileURL)
        #expect(try WAVFile(contentsOf: url).duration == 3)
        #expect(views.rootFolderViewController.rowText(0) == "🔊  Memo")
    }

    @Test func cancellingRemovesTheFile() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        try views.automation.tap("New Recording")
        views.clock.advance(by: 2)
        try views.automation.tap("Stop")
        #expect(directory.audioFiles().count == 1)
        try views.automation.tap("Cancel")
        #expect(views.window.topmostPresentedViewController == nil)
        #expect(directory.audioFiles().isEmpty)
        #expect(views.store.rootFolder.contents.isEmpty)
    }

    @Test func deniedPermissionDismissesAtOnce() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        views.audio.recordPermission = .denied
        try views.automation.tap("New Recording")
        views.clock.drain()
        #expect(views.window.topmostPresentedViewController == nil)
        #expect(directory.audioFiles().isEmpty)
        #expect(views.store.rootFolder.contents.isEmpty)
    }

    @Test func anUnavailableRecorderDismissesAtOnceAndSaysWhy() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        let error = AudioFileError(.unavailable(reason: "no microphone"))
        views.audio.recorderCreationError = error
        try views.automation.tap("New Recording")
        let alert = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(alert.title == "Cannot record")
        #expect(alert.message == error.description)
        #expect(alert.presentingViewController === views.splitViewController)
        try views.automation.tap("OK")
        #expect(views.window.topmostPresentedViewController == nil)
        #expect(views.store.rootFolder.contents.isEmpty)
        #expect(directory.audioFiles().isEmpty)
    }

    @Test func aFailedRecordingDismisses() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        views.audio.recordingFailsAfter = 2
        try views.automation.tap("New Recording")
        views.clock.advance(by: 3)
        #expect(views.window.topmostPresentedViewController == nil)
        #expect(directory.audioFiles().isEmpty)
    }

    @Test func anInvalidNameKeepsTheRecordingAndAsksAgain() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        try views.automation.tap("New Recording")
        views.clock.advance(by: 1)
        try views.automation.tap("Stop")
        try views.automation.type(String(repeating: "x", count: 300), into: "Name for recording")
        try views.automation.tap("Save")
        let error = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(error.message == NameError.tooLong(length: 300, limit: 255).description)
        #expect(directory.audioFiles().count == 1)
        try views.automation.tap("OK")
        let again = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(again.title == "Save recording")
        try views.automation.type("Short", into: "Name for recording")
        try views.automation.tap("Save")
        #expect(views.window.topmostPresentedViewController == nil)
        #expect(views.store.rootFolder.contents.map(\.name) == ["Short"])
        #expect(directory.audioFiles().count == 1)
    }

    @Test func recordingsGoToTheCurrentFolder() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        TestingStore.populate(store)
        let views = try TestingViews(store: store)
        try views.automation.select("Child 1")
        try views.automation.tap("New Recording")
        views.clock.advance(by: 1)
        try views.automation.tap("Stop")
        try views.automation.type("Memo", into: "Name for recording")
        try views.automation.tap("Save")
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        #expect(child1.contents.map(\.name) == ["Child 2", "Memo", "Recording 2"])
    }

    @Test func closingTheWindowWhileRecordingDiscardsTheFile() throws {
        let (views, directory) = try makeViews()
        defer { directory.remove() }
        try views.automation.tap("New Recording")
        views.clock.advance(by: 2)
        views.application.closeWindow(views.window)
        #expect(directory.audioFiles().isEmpty)
        #expect(views.store.rootFolder.contents.isEmpty)
    }
}
