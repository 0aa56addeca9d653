import Clocks
import Foundation
import Services
import TestSupport
import Testing
import ViewKit
import ViewStateStore

/// The document's file: saved on every change, read back, locked, and kept aside when unreadable.
@MainActor
struct ClocksPersistenceTests {
    @Test func everyChangeIsSavedAndReadBack() throws {
        let directory = TemporaryDirectory(prefix: "clocks-tests")
        let first = try ClocksFixture(directory: directory, sample: true)
        try first.automation.select("Melbourne")
        try first.automation.type("Home", into: "Name")
        try first.automation.submit()
        first.application.terminate()
        let second = try ClocksFixture(directory: directory)
        #expect(second.timezones == first.timezones)
        #expect(second.timezones.map(\.name).sorted() == ["Home", "London", "New York"])
    }

    @Test func aSecondProcessIsLockedOut() throws {
        let directory = TemporaryDirectory(prefix: "clocks-tests")
        let first = try ClocksFixture(directory: directory)
        #expect(throws: PersistenceError.self) {
            _ = try ClocksDocumentFile(directory: directory.url)
        }
        _ = first
    }

    @Test func anUnreadableFileIsKeptAsideAndReported() throws {
        let directory = TemporaryDirectory(prefix: "clocks-tests")
        let url = directory.url.appendingPathComponent(ClocksDocumentFile.fileName)
        try Data("not json".utf8).write(to: url)
        let app = try ClocksFixture(directory: directory)
        #expect(app.timezones.isEmpty)
        #expect(app.screen.contains("alert \"Could Not Read Your Clocks\""))
        #expect(directory.fileNames().contains { $0.hasPrefix("timezones.json.unreadable-") })
        try app.automation.tap("OK")
        try app.automation.tap("Add")
        try app.automation.select("Europe/Paris")
        let saved = try JSONDecoder().decode(ClocksDocument.self, from: Data(contentsOf: url))
        #expect(saved.timezones.map(\.identifier) == ["Europe/Paris"])
        #expect(directory.fileNames().contains { $0.hasPrefix("timezones.json.unreadable-") }, "never overwritten")
    }
}
