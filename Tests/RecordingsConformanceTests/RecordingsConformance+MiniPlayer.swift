import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The mini player (the feature the book's videos add to every pattern), point by point, for every
/// pattern: a bar at the bottom of the folder screens while a recording is loaded, one playback shared
/// with the player, surviving navigation, deletion, renaming and relaunch.
extension RecordingsConformance {
    /// The mini player's line for a recording, a button title and a percentage.
    func bar(_ name: String, _ button: String, _ percent: Int) -> String {
        "(\(name))  (\(button))  progress \(percent)%"
    }

    @Test("MP1 The bar appears when a recording is loaded, as one line", arguments: ConformancePatterns.all)
    func miniPlayerAppears(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            #expect(Screen(ui).miniPlayer == nil)
            try ui.select("Recording 1")
            let screen = Screen(ui)
            #expect(screen.miniPlayer == bar("Recording 1", RecordingsStrings.play, 0))
            // It sits in the primary column, below the folder's rows and above the detail.
            let lines = screen.lines
            let barLine = try #require(lines.firstIndex { $0.hasPrefix(RecordingsStrings.nowPlaying) })
            let lastRow = try #require(lines.lastIndex { $0.hasPrefix("- ") })
            let secondary = try #require(lines.firstIndex(of: "secondary:"))
            #expect(lastRow < barLine && barLine < secondary)
        }
    }

    @Test("MP2 Playback goes on after going back and across folders", arguments: ConformancePatterns.all)
    func miniPlayerKeepsPlaying(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 1)
            try ui.back()
            #expect(Screen(ui).rows == [Self.child1, Self.recording1])
            #expect(Screen(ui).miniPlayer == bar("Recording 1", RecordingsStrings.pause, 20))
            try ui.select("Child 1")
            app.clock.advance(by: 1)
            let screen = Screen(ui)
            #expect(screen.navigationTitles == ["Child 1"])
            #expect(screen.miniPlayer == bar("Recording 1", RecordingsStrings.pause, 40))
            #expect(abs((app.audio.playingPlayer?.currentTime ?? 0) - 2) < 0.06)
            try ui.back()
            #expect(Screen(ui).miniPlayer == bar("Recording 1", RecordingsStrings.pause, 40))
        }
    }

    @Test("MP3 The bar and the player drive one playback and agree", arguments: ConformancePatterns.all)
    func miniPlayerSharesPlayback(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 1)
            try ui.back()
            // The bar's pause pauses the playback the player started.
            try ui.tap(RecordingsStrings.pause)
            #expect(Screen(ui).miniPlayer == bar("Recording 1", RecordingsStrings.resume, 20))
            #expect(app.audio.playingPlayer == nil)
            try ui.tap("Recording 1")
            #expect(Screen(ui).shows("(\(RecordingsStrings.resume))"))
            #expect(Screen(ui).showsLine(timeString(1)))
            // The player's resume resumes it; the bar shows it.
            try ui.tap(RecordingsStrings.resume)
            app.clock.advance(by: 1)
            try ui.back()
            #expect(Screen(ui).miniPlayer == bar("Recording 1", RecordingsStrings.pause, 40))
            // Side by side, both show the same state at every step.
            ui.window.setSizeClass(.regular)
            app.clock.drain()
            for step in 0..<3 {
                let screen = Screen(ui)
                let title = step == 1 ? RecordingsStrings.resume : RecordingsStrings.pause
                #expect(screen.miniPlayer?.contains("(\(title))") == true)
                #expect(screen.lines.filter { $0 == "(\(title))" }.count == 1, "the player shows \(title) too")
                if step < 2 { try ui.tap(title) }
            }
        }
    }

    @Test("MP4 Tapping the bar's name shows the player", arguments: ConformancePatterns.all)
    func miniPlayerShowsThePlayer(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Recording 1")
            try ui.back()
            // A player the person went back from stays off the collapsed stack, even after the window was
            // wide for a while (its detail pane showed the player).
            ui.window.setSizeClass(.regular)
            app.clock.drain()
            #expect(Screen(ui).navigationTitles == [RecordingsStrings.rootTitle, "Recording 1"])
            ui.window.setSizeClass(.compact)
            app.clock.drain()
            #expect(Screen(ui).navigationTitles == [RecordingsStrings.rootTitle])
            try ui.select("Child 1")
            try ui.tap("Recording 1")
            var screen = Screen(ui)
            #expect(screen.navigationTitles == ["Recording 1"])
            #expect(screen.shows("‹ Child 1"))
            #expect(screen.shows("field \"Name\": Recording 1"))
            #expect(screen.miniPlayer == nil)
            try ui.back()
            #expect(Screen(ui).navigationTitles == ["Child 1"])
            // In a regular window the player is the detail, and the bar's name keeps it there; shown again,
            // the player goes onto the stack when the window collapses.
            ui.window.setSizeClass(.regular)
            app.clock.drain()
            try ui.tap("Recording 1")
            screen = Screen(ui)
            #expect(screen.navigationTitles == ["Child 1", "Recording 1"])
            #expect(screen.shows("field \"Name\": Recording 1"))
            ui.window.setSizeClass(.compact)
            app.clock.drain()
            #expect(Screen(ui).navigationTitles == ["Recording 1"])
        }
    }

    @Test("MP5 Deleting the loaded recording or its folder removes the bar", arguments: ConformancePatterns.all)
    func miniPlayerGoesWithItsRecording(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Child 1")
            try ui.select("Recording 2")
            try ui.tap(RecordingsStrings.play)
            try ui.back()
            #expect(Screen(ui).miniPlayer == bar("Recording 2", RecordingsStrings.pause, 0))
            try ui.delete("Child 1")
            let screen = Screen(ui)
            #expect(screen.miniPlayer == nil)
            #expect(screen.shows(RecordingsStrings.noRecordingSelected))
            #expect(app.audio.playingPlayer == nil)
            #expect(app.audio.livePlayers.isEmpty)
            try ui.select("Recording 1")
            try ui.tap(RecordingsStrings.play)
            try ui.delete("Recording 1")
            #expect(Screen(ui).miniPlayer == nil)
            #expect(app.audio.livePlayers.isEmpty)
        }
    }

    @Test("MP6 Renaming the loaded recording renames the bar", arguments: ConformancePatterns.all)
    func miniPlayerFollowsARename(pattern: AppPattern) throws {
        try run(pattern) { app in
            let ui = try app.launch(sizeClass: .regular)
            try ui.select("Recording 1")
            try ui.type("A memo", into: RecordingsStrings.name)
            try ui.submit()
            #expect(Screen(ui).miniPlayer == bar("A memo", RecordingsStrings.play, 0))
        }
    }

    @Test(
        "MP7 Restoration brings back the loaded recording, paused, with the bar",
        arguments: ConformancePatterns.all, Self.restartModes)
    func miniPlayerIsRestored(pattern: AppPattern, restartMode: RecordingsHarness.RestartMode) throws {
        try run(pattern, restartMode: restartMode) { app in
            let ui = try app.launch(sizeClass: .compact)
            try ui.select("Child 1")
            try ui.select("Recording 2")
            try ui.tap(RecordingsStrings.play)
            app.clock.advance(by: 1)
            try ui.back()
            let restored = try app.restart()
            let screen = Screen(restored)
            #expect(screen.navigationTitles == ["Child 1"])
            #expect(screen.miniPlayer == bar("Recording 2", RecordingsStrings.play, 0))
            #expect(app.audio.playingPlayer == nil)
            try restored.tap("Recording 2")
            #expect(Screen(restored).navigationTitles == ["Recording 2"])
            // A player on screen at the restart comes back on screen.
            let again = try app.restart()
            #expect(Screen(again).navigationTitles == ["Recording 2"])
            try again.back()
            #expect(Screen(again).miniPlayer == bar("Recording 2", RecordingsStrings.play, 0))
        }
    }
}
