import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

extension RecordingsConformance {
    @Test("18 Record a new recording", arguments: ConformancePatterns.all)
    func recordNew(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch()
            try ui.select("Child 1")
            try ui.tap(RecordingsStrings.newRecording)
            #expect(Screen(ui).showsLine("0:00:00"))
            app.clock.advance(by: 1)
            #expect(Screen(ui).showsLine("0:00:01"))
            app.clock.advance(by: 2)
            #expect(Screen(ui).showsLine("0:00:03"))
            try ui.tap(RecordingsStrings.stop)
            let alert = Screen(ui)
            #expect(alert.alertTitle == RecordingsStrings.saveRecording)
            #expect(alert.shows("‹\(RecordingsStrings.nameForRecording)›"))
            try ui.type("Memo", into: RecordingsStrings.nameForRecording)
            try ui.tap(RecordingsStrings.save)
            let screen = Screen(ui)
            #expect(!screen.shows("(\(RecordingsStrings.stop))"))
            #expect(screen.navigationTitles.first == "Child 1")
            #expect(screen.rows == [Self.child2, "🔊  Memo", Self.recording2])
            app.quit()
            try app.withStore { store in
                let child1 = try #require(store.rootFolder.contents.first as? Folder)
                let memo = try #require(child1.contents[1] as? Recording)
                #expect(memo.name == "Memo")
                #expect(app.audioFiles().contains(RecordingsHarness.audioFile(memo.uuid)))
                let url = try #require(memo.fileURL)
                #expect(try WAVFile(contentsOf: url).duration == 3)
            }
        }
    }

    @Test("19 Cancel saving a recording", arguments: ConformancePatterns.all)
    func cancelRecording(pattern: AppPattern) throws {
        try run(pattern) { app in
            let before = app.audioFiles()
            let ui = try app.launch()
            try ui.tap(RecordingsStrings.newRecording)
            app.clock.advance(by: 2)
            try ui.tap(RecordingsStrings.stop)
            try ui.tap(RecordingsStrings.cancel)
            let screen = Screen(ui)
            #expect(!screen.shows("(\(RecordingsStrings.stop))"))
            #expect(screen.alertTitle == nil)
            #expect(screen.rows == [Self.child1, Self.recording1])
            #expect(app.audioFiles() == before)
            app.quit()
            try app.withStore { store in #expect(store.rootFolder.contents.count == 2) }
        }
    }

    @Test("20 Recording permission denied", arguments: ConformancePatterns.all)
    func recordingDenied(pattern: AppPattern) throws {
        try run(pattern) { app in
            app.audio.recordPermission = .denied
            let before = app.audioFiles()
            let ui = try app.launch()
            let mark = app.mark()
            try ui.tap(RecordingsStrings.newRecording)
            app.clock.advance(by: 1)
            let screen = Screen(ui)
            // The record screen came up, asked, and went away when the person said no.
            #expect(app.presentationOperations(since: mark) == ["present", "dismiss"])
            #expect(!screen.shows("(\(RecordingsStrings.stop))"))
            #expect(screen.rows == [Self.child1, Self.recording1])
            #expect(app.audioFiles() == before)
        }
    }

    @Test("20 Recorder unavailable", arguments: ConformancePatterns.all)
    func recorderUnavailable(pattern: AppPattern) throws {
        try run(pattern) { app in
            app.audio.recorderCreationError = AudioFileError(.unavailable(reason: "no microphone"))
            let ui = try app.launch()
            try ui.tap(RecordingsStrings.newRecording)
            app.clock.advance(by: 1)
            // The person is told (scenario 33 has the wording); no record screen stays.
            #expect(Screen(ui).alertTitle == RecordingsStrings.cannotRecord)
            try ui.tap(RecordingsStrings.ok)
            #expect(!Screen(ui).shows("(\(RecordingsStrings.stop))"))
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
        }
    }

    @Test(
        "24 State restoration rebuilds the stack and the player", arguments: ConformancePatterns.all, Self.restartModes)
    func restoration(pattern: AppPattern, restartMode: RecordingsHarness.RestartMode) throws {
        try run(pattern, restartMode: restartMode) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Child 1")
            try ui.select("Recording 2")
            try ui.select("Child 2")
            let restored = try app.restart()
            let screen = Screen(restored)
            #expect(screen.navigationTitles == ["Child 2", "Recording 2"])
            #expect(screen.shows("‹ Child 1"))
            #expect(screen.shows("field \"Name\": Recording 2"))
            try restored.back()
            #expect(Screen(restored).navigationTitles.first == "Child 1")
            try restored.back()
            #expect(Screen(restored).navigationTitles.first == RecordingsStrings.rootTitle)
        }
    }

    @Test(
        "24 State restoration drops deleted folders, keeps the root", arguments: ConformancePatterns.all,
        Self.restartModes)
    func restorationDropsDeletedFolders(pattern: AppPattern, restartMode: RecordingsHarness.RestartMode) throws {
        try run(pattern, restartMode: restartMode) { app in
            let ui = try app.launch()
            try ui.select("Child 1")
            try ui.select("Child 2")
            let restored = try app.restart {
                try app.withStore { store in
                    let child1 = try #require(store.rootFolder.contents.first as? Folder)
                    child1.remove(try #require(child1.contents.first))
                }
            }
            #expect(Screen(restored).navigationTitles == ["Child 1"])
            try restored.back()
            #expect(Screen(restored).rows == [Self.child1, Self.recording1])

            // A stale root entry: the whole library was replaced.
            let again = try app.restart {
                try FileManager.default.removeItem(at: app.directory)
            }
            let screen = Screen(again)
            #expect(screen.navigationTitles == [RecordingsStrings.rootTitle])
            #expect(screen.rows.isEmpty)
        }
    }

    @Test(
        "24 State restoration skips a recording deleted between launches, through the store or by another launch",
        arguments: ConformancePatterns.all, Self.restartModes)
    func restorationSkipsDeletedRecordings(
        pattern: AppPattern, restartMode: RecordingsHarness.RestartMode
    ) throws {
        try run(pattern, restartMode: restartMode) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 1)
            let restored = try app.restart {
                try app.withStore { store in
                    let recording = try #require(
                        store.rootFolder.contents.first { $0.uuid == TestingStore.uuid3 })
                    store.rootFolder.remove(recording)
                }
            }
            let screen = Screen(restored)
            #expect(screen.navigationTitles == [RecordingsStrings.rootTitle])
            #expect(screen.rows == [Self.child1])
            #expect(screen.miniPlayer == nil)

            // Recording 2, in Child 1, deleted by another launch of the app on the same data.
            try restored.select("Child 1")
            try restored.select("Recording 2")
            let again = try app.restart {
                try app.launchAnother { other in
                    try other.select("Child 1")
                    try other.delete("Recording 2")
                }
            }
            let folder = Screen(again)
            #expect(folder.navigationTitles == ["Child 1"])
            #expect(folder.rows == [Self.child2])
            #expect(folder.miniPlayer == nil)
            try again.back()
            #expect(Screen(again).rows == [Self.child1])
        }
    }

    @Test("24 The record scene is never restored", arguments: ConformancePatterns.all, Self.restartModes)
    func restorationSkipsRecording(pattern: AppPattern, restartMode: RecordingsHarness.RestartMode) throws {
        try run(pattern, restartMode: restartMode) { app in
            let before = app.audioFiles()
            let ui = try app.launch()
            try ui.tap(RecordingsStrings.newRecording)
            app.clock.advance(by: 2)
            // The record screen is up and recording before the restart.
            #expect(Screen(ui).shows("(\(RecordingsStrings.stop))"))
            #expect(Screen(ui).showsLine("0:00:02"))
            let restored = try app.restart()
            let screen = Screen(restored)
            #expect(!screen.shows("(\(RecordingsStrings.stop))"))
            #expect(screen.rows == [Self.child1, Self.recording1])
            #expect(app.audioFiles() == before)
        }
    }
}
