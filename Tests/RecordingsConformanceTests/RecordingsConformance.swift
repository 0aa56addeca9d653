import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The acceptance scenarios of spec §7.2, written once against the automation API, the snapshot text
/// and the disk, and run for every pattern in ``ConformancePatterns/all``.
///
/// Scenario numbers follow the spec. Scenarios that depend on a pattern's internals live with the
/// pattern or the model: 13 (renaming a folder has no user interface; the MVC tests rename from the
/// model), 22, 23 and 25 (model API: RecordingsCoreTests), 26 and 27 (view-model streams: the MVVM
/// pattern tests), the notification counts of 3 and 15 (RecordingsCoreTests) and the kind of table
/// operation in 3, 12 and 14 (the MVC tests' operation-log assertions).
@MainActor
@Suite struct RecordingsConformance {
    /// Runs `body` with a harness for `pattern` (fixture T unless `fixture` is false), cleaning up after.
    ///
    /// A scenario that ``ConformancePatterns/exclusions`` names for `pattern` runs as a known issue that
    /// must occur: the exclusion is stated, and it goes when the pattern passes the scenario. Scenarios
    /// with a restart run once per ``RecordingsHarness/RestartMode``: within the process, and as
    /// a new process reading the data folder's restoration file.
    func run(
        _ pattern: AppPattern, fixture: Bool = true, restartMode: RecordingsHarness.RestartMode = .inProcess,
        body: (RecordingsHarness) throws -> Void
    ) throws {
        if let exclusion = ConformanceExclusion.current(for: pattern) {
            withKnownIssue(Comment(rawValue: exclusion.description)) {
                let harness = try RecordingsHarness(pattern: pattern, fixture: fixture, restartMode: restartMode)
                defer { harness.tearDown() }
                try body(harness)
            }
            return
        }
        let harness = try RecordingsHarness(pattern: pattern, fixture: fixture, restartMode: restartMode)
        defer { harness.tearDown() }
        try body(harness)
    }

    /// How a restart scenario relaunches.
    nonisolated static let restartModes = RecordingsHarness.RestartMode.allCases

    static let child1 = "📁  Child 1"
    static let child2 = "📁  Child 2"
    static let recording1 = "🔊  Recording 1"
    static let recording2 = "🔊  Recording 2"

    // MARK: Library

    @Test("1 First launch on an empty data directory", arguments: ConformancePatterns.all)
    func firstLaunch(pattern: AppPattern) throws {
        try run(pattern, fixture: false) { app in
            let screen = Screen(try app.launch(sizeClass: .regular))
            #expect(screen.navigationTitles.first == RecordingsStrings.rootTitle)
            #expect(screen.rows.isEmpty)
            #expect(screen.shows("table (0 rows)"))
            // The detail pane shows exactly the empty player: a blank title and the sentence, nothing else.
            let detail = screen.lines.drop { $0 != "secondary:" }.dropFirst()
            #expect(Array(detail) == ["nav \"\"", RecordingsStrings.noRecordingSelected])
            app.quit()
            #expect(app.storeDocument() == nil)
        }
    }

    @Test("2 Root layout with T", arguments: ConformancePatterns.all)
    func rootLayout(pattern: AppPattern) throws {
        try run(pattern) { app in
            let screen = Screen(try app.launch())
            #expect(screen.rows == [Self.child1, Self.recording1])
            let bar = try #require(screen.navigationBars.first)
            #expect(bar.contains("[\(RecordingsStrings.edit)]"))
            #expect(bar.contains(RecordingsStrings.newRecording))
            #expect(bar.contains(RecordingsStrings.newFolder))
        }
    }

    @Test("3 Create a folder", arguments: ConformancePatterns.all)
    func createFolder(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.tap(RecordingsStrings.newFolder)
            let alert = Screen(ui)
            #expect(alert.alertTitle == RecordingsStrings.createFolder)
            #expect(alert.shows("‹\(RecordingsStrings.folderName)›"))
            try ui.type("Child 3", into: RecordingsStrings.folderName)
            try ui.tap(RecordingsStrings.create)
            #expect(Screen(ui).rows == [Self.child1, "📁  Child 3", Self.recording1])
            #expect(Screen(ui).alertTitle == nil)
            app.quit()
            try app.withStore { store in
                #expect(store.rootFolder.contents.map(\.name) == ["Child 1", "Child 3", "Recording 1"])
                #expect(store.rootFolder.contents[1] is Folder)
            }
        }
    }

    @Test("3, 12, 14 The folder table animates each change the same way", arguments: ConformancePatterns.all)
    func rowOperations(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            var mark = app.mark()
            try ui.tap(RecordingsStrings.newFolder)
            try ui.type("Ideas")
            try ui.tap(RecordingsStrings.create)
            // Sorted by name: Child 1, Ideas, Recording 1. The new row slides in from the left.
            #expect(app.tableOperations(since: mark) == ["insert 1 left"])

            try ui.select("Recording 1")
            mark = app.mark()
            try ui.type("A memo", into: "Name")
            try ui.submit()
            // The renamed row moves to its sorted place, then fades to its new text.
            #expect(app.tableOperations(since: mark) == ["move 2→0", "reload 0 fade"])

            mark = app.mark()
            try ui.delete("Ideas")
            // A deleted row slides out to the right.
            #expect(app.tableOperations(since: mark) == ["delete 2 right"])
            #expect(Screen(ui).rows == ["🔊  A memo", Self.child1])
        }
    }

    @Test("4 Cancel creating a folder", arguments: ConformancePatterns.all)
    func cancelCreateFolder(pattern: AppPattern) throws {
        try run(pattern) { app in
            let before = app.storeDocument()
            let ui = try app.launch()
            let written = app.storeDocumentIdentity()
            let mark = app.mark()
            try ui.tap(RecordingsStrings.newFolder)
            try ui.type("Child 3", into: RecordingsStrings.folderName)
            try ui.tap(RecordingsStrings.cancel)
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
            // No model change: no table operation (no notification reached the view), no file written.
            #expect(app.tableOperations(since: mark).isEmpty)
            #expect(app.storeDocumentIdentity() == written)
            app.quit()
            #expect(app.storeDocument() == before)
        }
    }

    @Test("5 Sorting is by name only", arguments: ConformancePatterns.all)
    func sortingByName(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try createFolder("B", ui)
            try record("A", seconds: 1, ui, app)
            try createFolder("C", ui)
            #expect(Screen(ui).rows == ["🔊  A", "📁  B", "📁  C", Self.child1, Self.recording1])
        }
    }

    @Test("6 Navigate into a folder and back", arguments: ConformancePatterns.all)
    func navigateIntoFolder(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.select("Child 1")
            let child = Screen(ui)
            #expect(child.navigationTitles.first == "Child 1")
            #expect(child.rows == [Self.child2, Self.recording2])
            try ui.back()
            #expect(Screen(ui).navigationTitles.first == RecordingsStrings.rootTitle)
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
        }
    }

    @Test("14 Delete a recording", arguments: ConformancePatterns.all)
    func deleteRecording(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.delete("Recording 1")
            #expect(Screen(ui).rows == [Self.child1])
            #expect(!app.audioFiles().contains(RecordingsHarness.audioFile(TestingStore.uuid3)))
            app.quit()
            try app.withStore { store in
                #expect(store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid3]) == nil)
                #expect(store.rootFolder.contents.count == 1)
            }
        }
    }

    @Test("15 Delete a folder recursively", arguments: ConformancePatterns.all)
    func deleteFolder(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.delete("Child 1")
            #expect(Screen(ui).rows == [Self.recording1])
            #expect(app.audioFiles() == [RecordingsHarness.audioFile(TestingStore.uuid3)])
            app.quit()
            try app.withStore { store in
                let root = store.rootFolder.uuid
                #expect(store.item(atUUIDPath: [root, TestingStore.uuid1]) == nil)
                #expect(store.item(atUUIDPath: [root, TestingStore.uuid1, TestingStore.uuid4]) == nil)
                #expect(store.rootFolder.contents.map(\.name) == ["Recording 1"])
            }
        }
    }

    @Test("16 Deleting the displayed folder from another window", arguments: ConformancePatterns.all)
    func deleteDisplayedFolder(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.select("Child 1")
            #expect(Screen(ui).navigationTitles.first == "Child 1")
            let other = try app.openSecondWindow()
            try other.delete("Child 1")
            let screen = Screen(ui)
            #expect(screen.navigationTitles.first == RecordingsStrings.rootTitle)
            #expect(screen.rows == [Self.recording1])
            #expect(!screen.shows("‹ "))
        }
    }

    @Test("21 Persistence round trip", arguments: ConformancePatterns.all)
    func persistenceRoundTrip(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.select("Child 1")
            try createFolder("Drafts", ui)
            try ui.delete("Child 2")
            try ui.back()
            try createFolder("Archive", ui)
            app.quit()
            let expected = ["📁 Archive", "📁 Child 1", "  📁 Drafts", "  🔊 Recording 2", "🔊 Recording 1"]
            try app.withStore { store in
                #expect(outline(store.rootFolder) == expected)
                let recording2 = try #require(
                    store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid4]))
                #expect(recording2.parent?.uuid == TestingStore.uuid1)
                #expect(recording2.uuidPath == [store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid4])
            }
            // The relaunched app shows the same library.
            let again = try app.launch()
            #expect(Screen(again).rows == ["📁  Archive", Self.child1, Self.recording1])
            try again.select("Child 1")
            #expect(Screen(again).rows == ["📁  Drafts", Self.recording2])
        }
    }

    @Test(
        "28 A view action the model refuses changes no view; changes come only from the model",
        arguments: ConformancePatterns.all)
    func unidirectionality(pattern: AppPattern) throws {
        try run(pattern) { app in
            let first = try app.launch(sizeClass: .regular)
            let second = try app.openSecondWindow(sizeClass: .regular)
            let secondMark = second.window.operationLog.totalCount
            let written = app.storeDocumentIdentity()
            var mark = app.mark()
            // Refused by the model (an empty name): no view changes but the explanation, in no window, and
            // nothing is written.
            try first.select("Recording 1")
            try first.type("   ", into: "Name")
            try first.submit()
            #expect(Screen(first).alertTitle == "Invalid Name")
            try first.tap(RecordingsStrings.ok)
            #expect(app.tableOperations(since: mark).isEmpty)
            #expect(second.window.operationLog.entries(since: secondMark).isEmpty)
            #expect(Screen(second).rows == [Self.child1, Self.recording1])
            #expect(app.storeDocumentIdentity() == written)
            #expect(Screen(first).shows("field \"Name\": Recording 1"))
            // Accepted: the other window, where nobody acted, changes the same way, through the model's
            // notification alone.
            mark = app.mark()
            let secondBefore = second.window.operationLog.totalCount
            try createFolder("Ideas", first)
            #expect(app.tableOperations(since: mark) == ["insert 1 left"])
            #expect(
                second.window.operationLog.entries(since: secondBefore).contains {
                    if case .insertRows(let paths, .left, _) = $0 { paths.map(\.row) == [1] } else { false }
                })
            #expect(Screen(second).rows == [Self.child1, "📁  Ideas", Self.recording1])
            #expect(app.storeDocumentIdentity() != written)
        }
    }

    @Test("Refused names change nothing", arguments: ConformancePatterns.all)
    func refusedNames(pattern: AppPattern) throws {
        try run(pattern) { app in
            let before = app.storeDocument()
            let ui = try app.launch()
            try ui.tap(RecordingsStrings.newFolder)
            try ui.type("   ", into: RecordingsStrings.folderName)
            try ui.tap(RecordingsStrings.create)
            #expect(Screen(ui).shows(NameError.empty.description))
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
            app.quit()
            #expect(app.storeDocument() == before)
        }
    }

    // MARK: Steps shared by scenarios

    /// Creates a folder in the current folder through the alert.
    func createFolder(_ name: String, _ ui: Automation) throws {
        try ui.tap(RecordingsStrings.newFolder)
        try ui.type(name, into: RecordingsStrings.folderName)
        try ui.tap(RecordingsStrings.create)
    }

    /// Records for `seconds` in the current folder and saves the recording as `name`.
    func record(_ name: String, seconds: TimeInterval, _ ui: Automation, _ app: RecordingsHarness) throws {
        try ui.tap(RecordingsStrings.newRecording)
        app.clock.advance(by: seconds)
        try ui.tap(RecordingsStrings.stop)
        try ui.type(name, into: RecordingsStrings.nameForRecording)
        try ui.tap(RecordingsStrings.save)
    }

    /// The tree as indented lines, "📁 Name" or "🔊 Name".
    func outline(_ folder: Folder, depth: Int = 0) -> [String] {
        folder.contents.flatMap { item -> [String] in
            let line = String(repeating: "  ", count: depth) + (item is Folder ? "📁 " : "🔊 ") + item.name
            guard let child = item as? Folder else { return [line] }
            return [line] + outline(child, depth: depth + 1)
        }
    }
}
