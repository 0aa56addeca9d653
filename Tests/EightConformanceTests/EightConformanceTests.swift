import Eight
import EightApp
import Foundation
import Services
import TestSupport
import Testing
import ViewKit

/// The videos' promise, proven for every row: a commit in any row shows in all of them, and typing
/// without a commit changes no other row. Run on the screen of all eight rows, and in each row's pattern
/// alone, where one script (`type "hello" into "Text"`, `tap "Commit"`) runs unchanged.
@MainActor
struct EightConformanceTests {
    let directory = TemporaryDirectory(prefix: "eight-conformance")
    let clock = VirtualClock()

    private func launch(_ pattern: String) throws -> (Application, Automation) {
        let listed = try #require(EightApp.descriptor.pattern(named: pattern))
        let delegate = try listed.makeDelegate(AppEnvironment(dataDirectory: directory.url, clock: clock))
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        return (application, Automation(window: application.openWindow()))
    }

    /// Each field's text on screen, by the field's label (`field "MVC": hello`).
    private func fields(_ automation: Automation) -> [String: String] {
        var fields: [String: String] = [:]
        for line in automation.snapshot().split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("field \""), let close = text.dropFirst(7).firstIndex(of: "\"") else { continue }
            let name = String(text[text.index(text.startIndex, offsetBy: 7)..<close])
            let rest = text[close...].dropFirst(3)
            fields[name] = String(rest.hasSuffix(" ⌨") ? rest.dropLast(2) : rest)
        }
        return fields
    }

    @Test func theScreenShowsEightRowsAtTheInitialValue() throws {
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        #expect(
            fields(automation)
                == Dictionary(uniqueKeysWithValues: EightRow.allCases.map { ($0.title, "initial value") }))
        let screen = automation.snapshot()
        #expect(screen.components(separatedBy: "(Commit)").count == 9, "\(screen)")
        for row in EightRow.allCases {
            #expect(screen.contains("\n\(row.title)\nfield \"\(row.title)\""), "\(row.title) captions its row")
        }
    }

    @Test(arguments: EightRow.allCases)
    func aCommitInOneRowShowsInAllEight(row: EightRow) throws {
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        try automation.type("hello \(row.title)", into: row.title)
        try automation.tap("Commit \(row.title)")
        let shown = fields(automation)
        #expect(shown.count == 8)
        for other in EightRow.allCases {
            #expect(shown[other.title] == "hello \(row.title)", "\(other.title) after a commit in \(row.title)")
        }
    }

    @Test(arguments: EightRow.allCases)
    func typingWithoutACommitChangesNoOtherRow(row: EightRow) throws {
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        try automation.type("draft", into: row.title)
        let shown = fields(automation)
        for other in EightRow.allCases where other != row {
            #expect(shown[other.title] == "initial value", "\(other.title) after typing in \(row.title)")
        }
        #expect(shown[row.title] == "draft")
    }

    @Test(arguments: EightRow.allCases)
    func aCommitElsewhereReplacesADraftBeingEdited(row: EightRow) throws {
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        let other = row == .mvc ? EightRow.clean : EightRow.mvc
        try automation.type("a draft", into: row.title)
        try automation.tap("Commit \(other.title)")
        #expect(Set(fields(automation).values) == ["initial value"], "\(row.title) after a commit in \(other.title)")
        try automation.tap("Commit \(row.title)")
        let model = try #require((application.delegate as? EightAppDelegate)?.model)
        #expect(model.value == "initial value", "the row commits what it shows")
    }

    @Test(arguments: EightRow.allCases)
    func commitsInTurnAlwaysShowTheLatest(row: EightRow) throws {
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        for first in EightRow.allCases where first != row {
            try automation.type("first", into: first.title)
            try automation.tap("Commit \(first.title)")
            try automation.type("second", into: row.title)
            try automation.tap("Commit \(row.title)")
            #expect(Set(fields(automation).values) == ["second"], "\(first.title) then \(row.title)")
        }
    }

    @Test(arguments: EightRow.allCases)
    func aRowAloneRunsTheSameScript(row: EightRow) throws {
        let (application, automation) = try launch(row.rawValue)
        defer { application.terminate() }
        #expect(fields(automation) == ["Text": "initial value"])
        try automation.type("hello", into: "Text")
        try automation.tap("Commit")
        #expect(fields(automation) == ["Text": "hello"])
        let model = try #require((application.delegate as? EightAppDelegate)?.model)
        #expect(model.value == "hello")
    }

    @Test func everyRowAloneShowsTheSameScreens() throws {
        var screens: [[String]] = []
        for row in EightRow.allCases {
            let directory = TemporaryDirectory(prefix: "eight-alone")
            let listed = try #require(EightApp.descriptor.pattern(named: row.rawValue))
            let delegate = try listed.makeDelegate(AppEnvironment(dataDirectory: directory.url, clock: clock))
            let application = Application(delegate: delegate, clock: clock)
            application.launch()
            let automation = Automation(window: application.openWindow())
            var shown = [automation.snapshot()]
            try automation.type("hello", into: "Text")
            shown.append(automation.snapshot())
            try automation.tap("Commit")
            shown.append(automation.snapshot())
            screens.append(shown)
            application.terminate()
        }
        for (row, shown) in zip(EightRow.allCases, screens) {
            #expect(shown == screens[0], "\(row.rawValue) differs from mvc")
        }
    }

    @Test(arguments: ["all"] + EightRow.allCases.map(\.rawValue))
    func closingAWindowEndsEveryRowsObservationOfTheModel(pattern: String) throws {
        let listed = try #require(EightApp.descriptor.pattern(named: pattern))
        let delegate = try #require(
            try listed.makeDelegate(AppEnvironment(dataDirectory: directory.url, clock: clock)) as? EightAppDelegate)
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        defer { application.terminate() }
        weak var closed: Window?
        do {
            let window = application.openWindow()
            closed = window
            let automation = Automation(window: window)
            try automation.type("typed", into: pattern == "all" ? "TEA" : "Text")
            try automation.tap(pattern == "all" ? "Commit TEA" : "Commit")
            #expect(delegate.model.observerCount == (pattern == "all" ? 8 : 1))
            application.closeWindow(window)
        }
        clock.drain()
        #expect(closed == nil, "nothing keeps a closed window")
        #expect(delegate.model.observerCount == 0, "a closed window's rows stop observing the model")
    }

    @Test func theTextIsKeptForTheNextLaunch() throws {
        do {
            let (application, automation) = try launch("all")
            try automation.type("kept", into: "Clean")
            try automation.tap("Commit Clean")
            application.terminate()
        }
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        #expect(Set(fields(automation).values) == ["kept"])
    }

    @Test func anUnreadableDocumentIsReportedAndTheAppStartsAtTheInitialValue() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("{".utf8).write(to: directory.url.appendingPathComponent(TextModel.fileName))
        let (application, automation) = try launch("all")
        defer { application.terminate() }
        let screen = automation.snapshot()
        #expect(screen.contains("Could Not Read Your Text"), "\(screen)")
        try automation.tap("OK")
        #expect(Set(fields(automation).values) == ["initial value"])
    }
}
