import Foundation
import Inspection
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit
import ViewStateStore

/// The MVC+VS app with time travel on a library on disk (the fixture T with its audio), in a window.
@MainActor
final class TimeTravelApp {
    let directory = TemporaryDirectory(prefix: "mvcvs-time-travel")
    let clock = VirtualClock()
    let library: RecordingsLibrary
    let appDelegate: RecordingsMVCVSAppDelegate
    let application: Application
    let window: Window
    let model: WindowModel
    /// The files of the data folder that are not audio (the document and its lock), at launch.
    let documentFiles: [String]

    init(historyLimit: Int = 500) throws {
        try RecordingsHarness.writeFixture(in: directory.url)
        library = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: SimulatedAudioBackend(clock: clock),
            seedSampleData: false)
        appDelegate = RecordingsMVCVSAppDelegate(
            library: library, options: RecordingsMVCVSOptions(timeTravel: true, historyLimit: historyLimit))
        application = Application(delegate: appDelegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: .regular)
        model = try #require(appDelegate.model(for: window))
        documentFiles = directory.fileNames().filter { !$0.hasSuffix(".wav") }
    }

    var automation: Automation { Automation(window: window) }
    var documentStore: DocumentStore { appDelegate.documentStore }

    /// Moves the history slider to `index`, as a person does.
    func slide(to index: Int) throws {
        try automation.slide(RecordingsStrings.history, to: Double(index))
    }

    /// The names of the rows of the root folder's screen.
    func rootRows() throws -> [String] {
        let split = try #require(window.rootViewController as? RecordingsSplitViewController)
        let root = try #require(split.folderViewControllers.first)
        return (0..<root.tableView(root.tableView, numberOfRowsInSection: 0)).map { row in
            let text =
                root.tableView(root.tableView, cellForRowAt: IndexPath(row: row, section: 0)).textLabel.text ?? ""
            return text.components(separatedBy: "  ").last ?? text
        }
    }

    /// The document file as saved.
    func savedDocument() throws -> String {
        String(decoding: try Data(contentsOf: directory.url.appendingPathComponent(Store.documentName)), as: UTF8.self)
    }

    /// The data folder's files: the document files and these audio files, nothing else.
    func expectFolderHolds(audioOf uuids: [UUID], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            directory.fileNames() == (documentFiles + uuids.map { RecordingsHarness.audioFile($0) }).sorted(),
            sourceLocation: sourceLocation)
    }

    func quit() {
        application.terminate()
    }
}

/// The book's history "snapshots all data": sliding travels the document and the view state, a deleted
/// recording comes back with its audio, and the data folder holds only what the document or the history
/// needs.
@MainActor
@Suite struct TimeTravelTests {
    @Test func slidingBackBeforeADeleteBringsTheRecordingAndItsAudioBack() throws {
        let app = try TimeTravelApp()
        defer { app.quit() }
        try app.automation.delete("Recording 1")
        #expect(try app.rootRows() == ["Child 1"])
        #expect(!(try app.savedDocument().contains(TestingStore.uuid3.uuidString)))
        #expect(app.documentStore.keptAudio == [TestingStore.uuid3], "the history can bring it back")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])

        try app.slide(to: 0)
        #expect(try app.rootRows() == ["Child 1", "Recording 1"])
        #expect(app.documentStore[TestingStore.uuid3]?.name == "Recording 1")
        #expect(app.library.item(withUUID: TestingStore.uuid3)?.name == "Recording 1")
        #expect(try app.savedDocument().contains(TestingStore.uuid3.uuidString), "saved like any change")
        #expect(app.documentStore.keptAudio.isEmpty, "the audio is the document's again")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        #expect(app.model.history.lastIndex == 1, "travelling records nothing")
        #expect(app.automation.snapshot().contains(#"slider "History": 0 of 0…1"#))

        try app.slide(to: 1)
        #expect(try app.rootRows() == ["Child 1"])
        #expect(app.documentStore[TestingStore.uuid3] == nil)
        #expect(app.library.item(withUUID: TestingStore.uuid3) == nil)
        #expect(!(try app.savedDocument().contains(TestingStore.uuid3.uuidString)), "deleted again, and saved")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])

        // Back again, the recording is whole: it plays from its own audio.
        try app.slide(to: 0)
        try app.automation.select("Recording 1")
        #expect(app.model.viewStateStore.content.playView.uuid == TestingStore.uuid3)
        try app.automation.tap(RecordingsStrings.play)
        #expect(app.automation.snapshot().contains(RecordingsStrings.pause))
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
    }

    @Test func deletedFolderComesBackWithItsRecording() throws {
        let app = try TimeTravelApp()
        defer { app.quit() }
        try app.automation.delete("Child 1")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        try app.slide(to: 0)
        #expect(app.library.item(withUUID: TestingStore.uuid4)?.parent?.uuid == TestingStore.uuid1)
        try app.automation.select("Child 1")
        #expect(app.automation.snapshot().contains("Recording 2"))
    }

    @Test func audioOnlyTheHistoryNeedsGoesWhenTheHistoryDropsIt() throws {
        let app = try TimeTravelApp(historyLimit: 3)
        defer { app.quit() }
        try app.automation.delete("Recording 1")
        try app.automation.select("Child 1")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        #expect(app.model.history.entries.count == 3)
        // The next change drops the start, the last entry with Recording 1.
        try app.automation.back()
        #expect(app.model.history.entries.count == 3 && app.model.history.timeline.droppedCount == 1)
        #expect(app.documentStore.keptAudio.isEmpty)
        app.expectFolderHolds(audioOf: [TestingStore.uuid4])
    }

    @Test func aChangeAfterTravellingBackDropsTheFutureAndItsAudio() throws {
        let app = try TimeTravelApp()
        defer { app.quit() }
        let uuid = UUID()
        let url = try #require(app.documentStore.audioURL(forRecording: uuid))
        try WAVFile.write(samples: try WAVFile.tone(frequency: 440, duration: 1), to: url)
        try app.documentStore.addRecording(uuid: uuid, named: "Memo", to: app.documentStore.rootFolderUUID)
        #expect(try app.rootRows() == ["Child 1", "Memo", "Recording 1"])

        try app.slide(to: 0)
        #expect(try app.rootRows() == ["Child 1", "Recording 1"])
        #expect(!(try app.savedDocument().contains(uuid.uuidString)))
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4, uuid])
        try app.slide(to: 1)
        #expect(try app.rootRows() == ["Child 1", "Memo", "Recording 1"], "sliding forward adds it again")

        try app.slide(to: 0)
        try app.automation.select("Child 1")
        #expect(app.model.history.lastIndex == 1, "the change replaced the future")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        app.quit()
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
    }

    @Test func aSequenceLeavesExactlyTheDocumentAndTheAudioItNeeds() throws {
        let app = try TimeTravelApp()
        try app.automation.delete("Recording 1")
        try app.automation.delete("Child 1")
        try app.slide(to: 1)
        #expect(try app.rootRows() == ["Child 1"])
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        // The history ends with the app: only the document's audio stays.
        app.quit()
        app.expectFolderHolds(audioOf: [TestingStore.uuid4])
        let store = try Store(url: app.directory.url)
        defer { store.close() }
        #expect(store.rootFolder.contents.map(\.name) == ["Child 1"])
    }

    @Test func aSaveThatFailsWhileTravellingIsTold() throws {
        let app = try TimeTravelApp()
        defer { app.quit() }
        try app.automation.delete("Recording 1")
        app.library.store.close()
        try app.slide(to: 0)
        #expect(try app.rootRows() == ["Child 1", "Recording 1"])
        let alert = try #require(app.window.topmostPresentedViewController as? AlertController)
        #expect(alert.title == RecordingsStrings.libraryProblem)
        #expect(alert.message?.contains("closed") == true)
        #expect(app.model.history.lastIndex == 1, "the message does not replace the future")
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
    }

    @Test func theInspectorTravelsTheDocumentToo() throws {
        let app = try TimeTravelApp()
        defer { app.quit() }
        let inspector = try #require(app.appDelegate.stateInspector)
        try app.automation.delete("Recording 1")
        inspector.travel(to: 0)
        #expect(try app.rootRows() == ["Child 1", "Recording 1"])
        #expect(try app.savedDocument().contains(TestingStore.uuid3.uuidString))
        #expect(inspector.inspection().position == 0)
        inspector.travel(to: 1)
        #expect(try app.rootRows() == ["Child 1"])
    }

    @Test func audioStaysWhileAnyWindowsHistoryNamesIt() throws {
        let app = try TimeTravelApp(historyLimit: 2)
        defer { app.quit() }
        try openSecondWindowAndDelete(in: app)
        // The first window's history still starts before the delete: the audio stays.
        app.expectFolderHolds(audioOf: [TestingStore.uuid3, TestingStore.uuid4])
        try app.automation.select("Child 1")
        #expect(app.model.history.entries.allSatisfy { $0.document[TestingStore.uuid3] == nil })
        #expect(app.documentStore.keptAudio.isEmpty, "no history names it any more: the second one is closed")
        app.expectFolderHolds(audioOf: [TestingStore.uuid4])
    }

    /// Opens a second window, deletes Recording 1 there, and closes it.
    private func openSecondWindowAndDelete(in app: TimeTravelApp) throws {
        let second = app.application.openWindow(sizeClass: .regular)
        try Automation(window: second).delete("Recording 1")
        app.application.closeWindow(second)
    }
}
