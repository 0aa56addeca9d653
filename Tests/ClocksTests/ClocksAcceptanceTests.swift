import Clocks
import Foundation
import Testing
import ViewKit
import ViewStateStore

/// The issue's acceptance and the digest's full time travel (todo-and-clocks.md §5, scenarios 21, 22).
@MainActor
struct ClocksAcceptanceTests {
    /// Entries of the article's sequence: start, Add, "mel", Melbourne added, selection closed, Edit,
    /// delete, Done. Typing "mel" at once is one search change, so one entry.
    static let entriesAfterSequence = 8

    @Test func slidingHistoryBackShowsTheWholeInterfaceInReverse() throws {
        let app = try ClocksFixture()
        try app.runArticleSequence()
        #expect(app.context.history.lastIndex == Self.entriesAfterSequence - 1)
        #expect(app.timezones.isEmpty)
        #expect(!app.screen.contains("editing"))

        try app.automation.slide("History", to: 6)
        #expect(app.screen.contains("[Done]"), "edit mode on")
        #expect(app.screen.contains("table (0 rows) editing"))

        try app.automation.slide("History", to: 5)
        #expect(app.screen.contains("⊖ - Melbourne"), "the timezone back, still editing")

        try app.automation.slide("History", to: 4)
        #expect(app.screen.contains("[Edit]"), "edit mode off")
        #expect(app.screen.contains("- Melbourne"))
        #expect(!app.screen.contains("modal:"))

        try app.automation.slide("History", to: 3)
        #expect(app.screen.contains("modal:\n  nav \"Add Timezone\""), "the selection screen")
        #expect(app.screen.contains("search: mel"))
        try app.automation.slide("History", to: 2)
        #expect(app.screen.contains("modal:"), "the selection screen, before Melbourne was added")
        #expect(app.timezones.isEmpty)
        try app.automation.slide("History", to: 1)
        #expect(app.screen.contains("search: ‹Search›"), "the selection screen, before typing")

        try app.automation.slide("History", to: 0)
        #expect(!app.screen.contains("modal:"), "the list without it")
        #expect(app.screen.contains("table (0 rows)"))
        #expect(app.context.history.lastIndex == Self.entriesAfterSequence - 1, "sliding adds no entries")
    }

    @Test func steppingForwardReplaysTheSequence() throws {
        let app = try ClocksFixture()
        try app.runArticleSequence()
        try app.automation.slide("History", to: 0)
        var screens: [String] = []
        for index in 1..<Self.entriesAfterSequence {
            try app.automation.slide("History", to: Double(index))
            screens.append(app.screen)
        }
        #expect(screens[0].contains("modal:"))
        #expect(screens[2].contains("modal:") && app.context.history.states.entries[3].document.timezones.count == 1)
        #expect(screens[3].contains("- Melbourne") && !screens[3].contains("modal:"))
        #expect(screens[4].contains("⊖ - Melbourne"))
        #expect(screens[5].contains("table (0 rows) editing"))
        #expect(screens[6].contains("[Edit]") && screens[6].contains("table (0 rows)"))
    }

    @Test func documentOnlyHistoryStepsOncePerDocumentChangeAndShowsWhereItIs() throws {
        let app = try ClocksFixture(mode: .document)
        try app.runArticleSequence()
        #expect(app.context.history.lastIndex == 2, "the start, Melbourne added, Melbourne deleted")
        #expect(app.screen.contains(#"slider "History": 2 of 0…2"#))
        try app.automation.slide("History", to: 1)
        #expect(app.screen.contains(#"slider "History": 1 of 0…2"#))
        #expect(app.screen.contains("- Melbourne"))
        try app.automation.slide("History", to: 0)
        #expect(app.screen.contains(#"slider "History": 0 of 0…2"#) && app.timezones.isEmpty)
        try app.automation.slide("History", to: 2)
        #expect(app.screen.contains(#"slider "History": 2 of 0…2"#) && app.timezones.isEmpty)
    }

    @Test func documentOnlyHistoryNeverBringsBackEditModeOrTheSelectionScreen() throws {
        let app = try ClocksFixture(mode: .document)
        try app.runArticleSequence()
        #expect(!app.screen.contains("Split history"), "undo/redo has one slider")
        var sawMelbourne = false
        for index in stride(from: app.context.history.lastIndex, through: 0, by: -1) {
            try app.automation.slide("History", to: Double(index))
            let screen = app.screen
            sawMelbourne = sawMelbourne || screen.contains("- Melbourne")
            #expect(!screen.contains("editing"), "edit mode never comes back (entry \(index))")
            #expect(!screen.contains("modal:"), "the selection screen never comes back (entry \(index))")
        }
        #expect(sawMelbourne, "the timezone comes back and goes again")
        #expect(app.timezones.isEmpty)
    }
}
