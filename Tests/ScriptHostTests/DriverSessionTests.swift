import Foundation
import ScriptHost
import Services
import Testing
import ViewKit

@MainActor
struct DriverSessionTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("driver-\(UUID().uuidString)")

    private func session() throws -> DriverSession {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let clock = VirtualClock()
        return try DriverSession(
            pattern: CounterAppDelegate.pattern,
            environment: AppEnvironment(dataDirectory: directory, clock: clock), clock: clock)
    }

    private func run(_ script: String, in session: DriverSession) async throws -> (DriverOutcome, [String]) {
        var printed: [String] = []
        let outcome = await session.run(try ScriptParser.parse(script), output: { printed.append($0) })
        return (outcome, printed)
    }

    @Test func runsStepsAndPrintsScreens() async throws {
        let session = try session()
        let (outcome, printed) = try await run(
            """
            tap "Increment"
            tap "Increment"
            type "hello" into "Note"
            slide "Level" 7
            tap "Increment"
            expect "Count: 3, level 7"
            screen
            """, in: session)
        #expect(outcome == .success)
        #expect(printed.count == 1)
        #expect(printed.first?.contains("field \"Note\": hello") == true)
    }

    @Test func stopsAtTheFirstFailingStepWithItsLineAndTheScreen() async throws {
        let session = try session()
        let (outcome, _) = try await run(
            """
            tap "Increment"
            expect "Count: 5"
            tap "Increment"
            """, in: session)
        guard case .failure(let line, let step, let reason, let snapshot) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(line == 2)
        #expect(step == #"expect "Count: 5""#)
        #expect(reason.contains("does not show"))
        #expect(snapshot.contains("Count: 1"))
        #expect(outcome.exitCode == 1)
    }

    @Test func anUnknownElementFailsWithWhatIsOnScreen() async throws {
        let session = try session()
        let (outcome, _) = try await run(#"tap "Decrement""#, in: session)
        guard case .failure(_, _, let reason, _) = outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(reason.contains("no button"))
        #expect(reason.contains("Increment"))
    }

    @Test func expectNotFailsWhenTheTextIsShown() async throws {
        let session = try session()
        let (outcome, _) = try await run(#"expect-not "Counter""#, in: session)
        #expect(outcome.exitCode == 1)
    }

    @Test func restartQuitsSavesAndRestoresTheNavigationStack() async throws {
        let session = try session()
        let (outcome, printed) = try await run(
            """
            tap "Increment"
            select "Row 2"
            expect "Detail of Row 2"
            restart
            expect "Detail of Row 2"
            back
            expect "Count: 1"
            screen
            """, in: session)
        #expect(outcome == .success, "\(outcome)")
        #expect(printed.first?.contains(#"nav "Counter""#) == true)
    }

    @Test func waitAdvancesTheVirtualClockAndSizeChangesTheWindow() async throws {
        let session = try session()
        let start = session.clock.now
        let (outcome, _) = try await run("wait 2.5\nsize regular", in: session)
        #expect(outcome == .success)
        #expect(session.clock.now.timeIntervalSince(start) == 2.5)
        #expect(session.window.sizeClass == .regular)
        #expect(session.snapshot().hasPrefix("window regular"))
    }

    @Test func anInterruptionStopsBeforeTheNextStep() async throws {
        let session = try session()
        var asked = 0
        let outcome = await session.run(
            try ScriptParser.parse("tap \"Increment\"\ntap \"Increment\"\ntap \"Increment\""),
            isInterrupted: {
                asked += 1
                return asked > 1
            },
            output: { _ in })
        #expect(outcome == .interrupted(line: 2))
        #expect(outcome.exitCode == 130)
        #expect(session.snapshot().contains("Count: 1"))
    }
}
