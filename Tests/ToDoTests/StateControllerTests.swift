import Foundation
import Services
import TestSupport
import Testing

@testable import ToDo

@MainActor
struct StateControllerTests {
    let directory = TemporaryDirectory(prefix: "todo-tests")
    let clock = VirtualClock()

    @Test func startsEmptyWithoutAFileAndWritesNothing() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        #expect(controller.items.isEmpty)
        #expect(controller.loadProblem == nil)
        #expect(!FileManager.default.fileExists(atPath: controller.fileURL.path))
    }

    @Test func addingAppendsAtTheEndWithTheClocksDate() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        controller.addItem(named: "A")
        clock.advance(by: 5)
        let item = controller.addItem(named: "Buy milk")
        #expect(controller.items.map(\.name) == ["A", "Buy milk"])
        #expect(item.completed == false)
        #expect(item.creationDate == clock.now)
    }

    @Test func togglingFlipsOnlyThatItem() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        for name in ["A", "B", "C"] { controller.addItem(named: name) }
        controller.toggleCompletion(at: 1)
        #expect(controller.items.map(\.completed) == [false, true, false])
        controller.toggleCompletion(at: 1)
        #expect(controller.items.map(\.completed) == [false, false, false])
        controller.toggleCompletion(at: 7)
        #expect(controller.items.map(\.completed) == [false, false, false])
    }

    @Test func savedListRoundTripsWithOrderCompletionAndDates() throws {
        var dates: [Date] = []
        do {
            let controller = try StateController(directory: directory.url, clock: clock)
            controller.addItem(named: "A")
            clock.advance(by: 61.25)
            controller.addItem(named: "B")
            controller.toggleCompletion(at: 1)
            dates = controller.items.map(\.creationDate)
            try controller.save()
        }
        let reloaded = try StateController(directory: directory.url, clock: clock)
        #expect(reloaded.items.map(\.name) == ["A", "B"])
        #expect(reloaded.items.map(\.completed) == [false, true])
        #expect(reloaded.items.map(\.creationDate) == dates)
    }

    /// The web host can be killed without a background or quit event, so every change is on disk at once
    /// (the article itself saves only on those events; see `StateController`).
    @Test func everyChangeIsSavedAtOnceForTheOwnerOnly() throws {
        do {
            let controller = try StateController(directory: directory.url, clock: clock)
            for name in ["A", "B", "C"] { controller.addItem(named: name) }
            controller.toggleCompletion(at: 0)
            controller.removeItem(at: 1)
        }
        let reloaded = try StateController(directory: directory.url, clock: clock)
        #expect(reloaded.items.map(\.name) == ["A", "C"])
        #expect(reloaded.items.map(\.completed) == [true, false])
        let attributes = try FileManager.default.attributesOfItem(atPath: reloaded.fileURL.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func aChangeThatCannotBeSavedIsReportedAndKept() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        var reported: [PersistenceError] = []
        controller.onSaveError = { reported.append($0) }
        // A folder where the file should be: the atomic rename fails, whoever runs the test.
        try FileManager.default.createDirectory(at: controller.fileURL, withIntermediateDirectories: false)
        controller.addItem(named: "Not lost")
        #expect(reported.count == 1)
        #expect(controller.items.map(\.name) == ["Not lost"])
        try FileManager.default.removeItem(at: controller.fileURL)
        controller.addItem(named: "Both saved")
        #expect(reported.count == 1)
        let saved = try String(contentsOf: controller.fileURL, encoding: .utf8)
        #expect(saved.contains("Not lost") && saved.contains("Both saved"))
    }

    @Test func anItemNameIsMeasuredInScalarsNotInCharacters() {
        let oneCharacter = "a" + String(repeating: "\u{0308}", count: 30_000)
        #expect(ItemName.validate(oneCharacter) == .failure(.tooLong(30_001)))
        let longest = String(repeating: "x", count: ItemName.maximumLength)
        #expect(ItemName.validate(longest) == .success(longest))
    }

    @Test func removingDropsTheItem() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        for name in ["A", "B", "C"] { controller.addItem(named: name) }
        controller.removeItem(at: 1)
        #expect(controller.items.map(\.name) == ["A", "C"])
        controller.removeItem(at: -1)
        #expect(controller.items.count == 2)
    }

    @Test func aCorruptFileIsKeptAsideAndReportedNotOverwritten() throws {
        let file = directory.url.appendingPathComponent(StateController.fileName)
        let garbage = Data("{ not json".utf8)
        try garbage.write(to: file)
        let controller = try StateController(directory: directory.url, clock: clock)
        #expect(controller.items.isEmpty)
        let problem = try #require(controller.loadProblem)
        #expect(problem.contains("could not be read"))
        let kept = directory.fileNames().filter { $0.hasPrefix("items.json.unreadable-") }
        #expect(kept.count == 1)
        let keptData = try Data(contentsOf: directory.url.appendingPathComponent(try #require(kept.first)))
        #expect(keptData == garbage)
        controller.addItem(named: "New")
        try controller.save()
        let stillKept = try Data(contentsOf: directory.url.appendingPathComponent(try #require(kept.first)))
        #expect(stillKept == garbage)
    }

    @Test func aWrongShapeIsTreatedAsUnreadable() throws {
        let file = directory.url.appendingPathComponent(StateController.fileName)
        try Data(#"[{"name": 3}]"#.utf8).write(to: file)
        let controller = try StateController(directory: directory.url, clock: clock)
        #expect(controller.items.isEmpty)
        #expect(controller.loadProblem != nil)
    }

    @Test func aSecondControllerOnTheSameListIsRefusedUntilTheFirstCloses() throws {
        let first = try StateController(directory: directory.url, clock: clock)
        #expect(throws: PersistenceError.self) {
            _ = try StateController(directory: directory.url, clock: clock)
        }
        do {
            _ = try StateController(directory: directory.url, clock: clock)
        } catch {
            guard case .locked = error.code else {
                Issue.record("expected a lock error, got \(error)")
                return
            }
            #expect(error.description.contains("--data-dir"))
        }
        first.close()
        _ = try StateController(directory: directory.url, clock: clock)
    }

    @Test func itemNamesAreTrimmedAndEmptyNamesRefused() {
        #expect(ItemName.validate("  Buy milk \n") == .success("Buy milk"))
        #expect(ItemName.validate("") == .failure(.empty))
        #expect(ItemName.validate(" \t ") == .failure(.empty))
        let long = String(repeating: "x", count: ItemName.maximumLength + 1)
        #expect(ItemName.validate(long) == .failure(.tooLong(ItemName.maximumLength + 1)))
    }

    @Test func observersHearEveryChangeWithItsIndexUntilTheyLetGo() throws {
        let controller = try StateController(directory: directory.url, clock: clock)
        var heard: [ListChange] = []
        var observation: ListObservation? = controller.addObserver { heard.append($0) }
        controller.addItem(named: "A")
        controller.addItem(named: "B")
        controller.toggleCompletion(at: 1)
        controller.removeItem(at: 0)
        controller.toggleCompletion(at: 7)
        #expect(heard == [.inserted(index: 0), .inserted(index: 1), .updated(index: 1), .removed(index: 0)])
        #expect(observation?.isActive == true)
        observation = nil
        controller.addItem(named: "C")
        #expect(heard.count == 4, "a released token ends the observation")
        let cancelled = controller.addObserver { heard.append($0) }
        cancelled.cancel()
        controller.addItem(named: "D")
        #expect(heard.count == 4, "a cancelled token ends the observation")
    }
}
