import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

extension RecordingsConformance {
    /// The labels a player shows for a position and a duration.
    func showsTimes(_ screen: Screen, progress: TimeInterval, duration: TimeInterval) -> Bool {
        screen.showsLine(timeString(progress)) && screen.showsLine(timeString(duration))
    }

    @Test("7 Select a recording, expanded split", arguments: ConformancePatterns.all)
    func selectRecordingExpanded(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            let screen = Screen(ui)
            #expect(screen.navigationTitles == [RecordingsStrings.rootTitle, "Recording 1"])
            #expect(screen.shows("field \"Name\": Recording 1"))
            #expect(showsTimes(screen, progress: 0, duration: RecordingsHarness.recording1Duration))
            #expect(screen.sliderValue("Progress") == 0)
            #expect(screen.sliderMaximum("Progress") == RecordingsHarness.recording1Duration)
            #expect(screen.shows("(\(RecordingsStrings.play))"))
            #expect(!screen.shows(RecordingsStrings.noRecordingSelected))
            #expect(screen.rows == [Self.child1, Self.recording1])
        }
    }

    @Test("8 Select a recording, collapsed split", arguments: ConformancePatterns.all)
    func selectRecordingCollapsed(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            let screen = Screen(ui)
            #expect(screen.navigationTitles == ["Recording 1"])
            #expect(screen.shows("‹ \(RecordingsStrings.rootTitle)"))
            #expect(screen.shows("field \"Name\": Recording 1"))
            #expect(screen.rows.isEmpty)
            try ui.back()
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
        }
    }

    @Test("9 Play, pause, resume", arguments: ConformancePatterns.all)
    func playPauseResume(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            #expect(Screen(ui).shows("(\(RecordingsStrings.pause))"))
            app.clock.advance(by: 1)
            #expect(showsTimes(Screen(ui), progress: 1, duration: RecordingsHarness.recording1Duration))
            try ui.tap(RecordingsStrings.pause)
            #expect(Screen(ui).shows("(\(RecordingsStrings.resume))"))
            app.clock.advance(by: 2)
            #expect(Screen(ui).showsLine("0:00:01"))
            try ui.tap(RecordingsStrings.resume)
            #expect(Screen(ui).shows("(\(RecordingsStrings.pause))"))
        }
    }

    @Test("10 Seek with the slider", arguments: ConformancePatterns.all)
    func seek(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            try ui.slide("Progress", to: 2.5)
            app.clock.advance(by: 0.05)
            let playing = Screen(ui)
            #expect((playing.sliderValue("Progress") ?? 0) >= 2.5)
            #expect(playing.showsLine("0:00:02"))
            // The audio itself moved, not only the labels.
            #expect((app.audio.playingPlayer?.currentTime ?? 0) >= 2.5)
            try ui.tap(RecordingsStrings.pause)
            #expect(app.audio.playingPlayer == nil)
            try ui.slide("Progress", to: 4)
            app.clock.advance(by: 0.05)
            let paused = Screen(ui)
            #expect(paused.sliderValue("Progress") == 4)
            #expect(paused.showsLine("0:00:04"))
            #expect(paused.shows("(\(RecordingsStrings.resume))"))
            // Resuming plays on from where the paused seek put the audio.
            try ui.tap(RecordingsStrings.resume)
            app.clock.advance(by: 0.5)
            let resumed = try #require(app.audio.playingPlayer)
            #expect(abs(resumed.currentTime - 4.5) < 0.06)
            #expect((Screen(ui).sliderValue("Progress") ?? 0) >= 4.45)
        }
    }

    @Test("11 Playback reaches the end", arguments: ConformancePatterns.all)
    func playbackEnds(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: RecordingsHarness.recording1Duration + 1)
            let screen = Screen(ui)
            #expect(screen.shows("(\(RecordingsStrings.play))"))
            #expect(showsTimes(screen, progress: 0, duration: RecordingsHarness.recording1Duration))
            #expect(screen.shows("field \"Name\": Recording 1"))
        }
    }

    @Test("11 A failed playback clears the player", arguments: ConformancePatterns.all)
    func playbackFails(pattern: AppPattern) throws {
        try run(pattern) { app in
            app.audio.playbackFailsAt = 2
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 3)
            let screen = Screen(ui)
            #expect(screen.shows(RecordingsStrings.noRecordingSelected))
            #expect(!screen.shows("field \"Name\""))
        }
    }

    @Test("12 Rename a recording", arguments: ConformancePatterns.all)
    func renameRecording(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.type("A memo", into: "Name")
            try ui.submit()
            let screen = Screen(ui)
            #expect(screen.navigationTitles == [RecordingsStrings.rootTitle, "A memo"])
            #expect(screen.rows == ["🔊  A memo", Self.child1])
            app.quit()
            try app.withStore { store in
                #expect(store.rootFolder.contents.map(\.name) == ["A memo", "Child 1"])
                #expect(store.rootFolder.contents.first?.uuid == TestingStore.uuid3)
            }
        }
    }

    @Test("12 An edit of the name left without return is dropped", arguments: ConformancePatterns.all)
    func unsubmittedRenameIsDropped(pattern: AppPattern) throws {
        // The books' name field commits on return; what the person types and leaves without return is a
        // draft: leaving drops it (the field shows the stored name again), saves nothing, explains nothing,
        // and the navigation happens.
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .compact)
            let written = app.storeDocumentIdentity()
            let mark = app.mark()
            for draft in ["", "   ", "Draft"] {
                try ui.select("Recording 1")
                try ui.type(draft, into: RecordingsStrings.name)
                try ui.back()
                var screen = Screen(ui)
                #expect(screen.alertTitle == nil, "\(draft.debugDescription) left with back")
                #expect(screen.navigationTitles == [RecordingsStrings.rootTitle])
                #expect(screen.rows == [Self.child1, Self.recording1])
                try ui.select("Recording 1")
                screen = Screen(ui)
                #expect(screen.navigationTitles == ["Recording 1"])
                #expect(screen.showsLine("field \"Name\": Recording 1"), "\(draft.debugDescription) shown again")
                try ui.back()
            }
            // Collapsing the window while typing leaves the edit too (the player moves onto the stack).
            ui.window.setSizeClass(.regular)
            app.clock.drain()
            try ui.select("Recording 1")
            try ui.type("Draft", into: RecordingsStrings.name)
            ui.window.setSizeClass(.compact)
            app.clock.drain()
            var screen = Screen(ui)
            #expect(screen.alertTitle == nil)
            #expect(screen.navigationTitles == ["Recording 1"])
            #expect(screen.showsLine("field \"Name\": Recording 1"))
            // Side by side, selecting another recording, or the one shown again, leaves the edit.
            ui.window.setSizeClass(.regular)
            app.clock.drain()
            try ui.type("", into: RecordingsStrings.name)
            try ui.select("Child 1")
            try ui.select("Recording 2")
            screen = Screen(ui)
            #expect(screen.alertTitle == nil)
            #expect(screen.navigationTitles == ["Child 1", "Recording 2"])
            #expect(screen.showsLine("field \"Name\": Recording 2"))
            try ui.type("Draft", into: RecordingsStrings.name)
            try ui.select("Recording 2")
            screen = Screen(ui)
            #expect(screen.alertTitle == nil)
            #expect(screen.showsLine("field \"Name\": Recording 2"))
            #expect(screen.rows == [Self.child2, Self.recording2])
            try ui.back()
            try ui.select("Recording 1")
            #expect(Screen(ui).showsLine("field \"Name\": Recording 1"))
            // Nothing reached the model: no row was inserted, moved, deleted or reloaded for a change (a
            // folder screen shown again may reload its whole table), no file was written.
            #expect(app.tableOperations(since: mark).filter { $0 != "reloadData" }.isEmpty)
            #expect(app.storeDocumentIdentity() == written)
            // A name submitted with return is still refused and explained, and the field shows the stored one.
            try ui.type("", into: RecordingsStrings.name)
            try ui.submit()
            #expect(Screen(ui).alertTitle == RecordingsStrings.invalidName)
            try ui.tap(RecordingsStrings.ok)
            #expect(Screen(ui).showsLine("field \"Name\": Recording 1"))
            app.quit()
            try app.withStore { store in
                #expect(store.rootFolder.contents.map(\.name) == ["Child 1", "Recording 1"])
                let child = store.rootFolder.contents.first as? Folder
                #expect(child?.contents.map(\.name) == ["Child 2", "Recording 2"])
            }
        }
    }

    @Test("17 Deleting the recording being shown", arguments: ConformancePatterns.all)
    func deleteShownRecording(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 1)
            #expect(app.audio.playingPlayer != nil)
            try ui.delete("Recording 1")
            app.clock.advance(by: 1)
            let screen = Screen(ui)
            #expect(screen.shows(RecordingsStrings.noRecordingSelected))
            #expect(!screen.shows("field \"Name\""))
            #expect(screen.rows == [Self.child1])
            // The audio stopped: no player of this backend plays any more.
            #expect(app.audio.playingPlayer == nil)
            #expect(app.audio.livePlayers.allSatisfy { !$0.isPlaying })
        }
    }
}

extension RecordingsConformance {
    @Test("31 A recording whose audio is missing shows its player and says why", arguments: ConformancePatterns.all)
    func missingAudioIsExplained(pattern: AppPattern) throws {
        try run(pattern) { app in
            // A library written by the book's own app: its format is ours, its audio is not there.
            try FileManager.default.removeItem(
                at: app.directory.appendingPathComponent(RecordingsHarness.audioFile(TestingStore.uuid3)))
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            let screen = Screen(ui)
            #expect(screen.shows("alert \"\(RecordingsStrings.cannotPlay("Recording 1"))\": The audio file"))
            #expect(screen.shows("does not exist"))
            #expect(screen.shows("field \"Name\": Recording 1"))
            #expect(!screen.shows(RecordingsStrings.noRecordingSelected))
            try ui.tap(RecordingsStrings.ok)
            #expect(!Screen(ui).shows("alert "))
            #expect(showsTimes(Screen(ui), progress: 0, duration: 0))
            // The other recording still plays.
            try ui.select("Child 1")
            try ui.select("Recording 2")
            #expect(!Screen(ui).shows("alert "))
            #expect(Screen(ui).shows("field \"Name\": Recording 2"))
        }
    }

    @Test("32 Audio that is not WAV is explained the same way", arguments: ConformancePatterns.all)
    func unreadableAudioIsExplained(pattern: AppPattern) throws {
        try run(pattern) { app in
            try Data("not a wav file".utf8).write(
                to: app.directory.appendingPathComponent(RecordingsHarness.audioFile(TestingStore.uuid3)))
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            let screen = Screen(ui)
            #expect(screen.shows("alert \"\(RecordingsStrings.cannotPlay("Recording 1"))\": This is not a WAV file"))
            #expect(screen.navigationTitles.last == "Recording 1")
        }
    }

    @Test("33 A recorder that cannot start says so", arguments: ConformancePatterns.all)
    func unavailableRecorderIsExplained(pattern: AppPattern) throws {
        try run(pattern) { app in
            app.audio.recorderCreationError = AudioFileError(.unavailable(reason: "no microphone"))
            let ui = try app.launch(sizeClass: .compact)
            try ui.tap(RecordingsStrings.newRecording)
            let screen = Screen(ui)
            #expect(screen.shows("alert \"\(RecordingsStrings.cannotRecord)\": Audio is unavailable: no microphone"))
            #expect(!screen.shows("(\(RecordingsStrings.stop))"))
            try ui.tap(RecordingsStrings.ok)
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
            #expect(app.audioFiles().count == 2)
        }
    }
}
