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

    @Test func aLapPrintsTheWallTimeOfTheStepsSinceTheLastLap() async throws {
        let session = try session()
        let (outcome, printed) = try await run(
            """
            tap "Increment"
            lap "one tap"
            tap "Increment"
            wait 60
            tap "Increment"
            lap "two taps"
            expect "Count: 3"
            """, in: session)
        #expect(outcome == .success)
        #expect(printed.count == 2)
        let times = printed.compactMap { line -> Double? in
            guard let range = line.range(of: #"": "#), line.hasSuffix(" ms") else { return nil }
            return Double(line[range.upperBound...].dropLast(3))
        }
        #expect(printed.first?.hasPrefix(#"lap "one tap": "#) == true)
        #expect(printed.last?.hasPrefix(#"lap "two taps": "#) == true)
        // NB: wall time, not the virtual clock's: `wait 60` moves the clock a minute in far less than that.
        #expect(times.count == 2)
        #expect(times.allSatisfy { $0 >= 0 && $0 < 60_000 })
    }

    @Test func aLapReportsMillisecondsWithTheLabel() {
        #expect(
            DriverSession.lapReport("100 deletes", elapsed: .milliseconds(1234) + .microseconds(567))
                == #"lap "100 deletes": 1234.567 ms"#)
        #expect(DriverSession.lapReport("none", elapsed: .zero) == #"lap "none": 0.000 ms"#)
        #expect(DriverSession.lapReport("long", elapsed: .seconds(90)) == #"lap "long": 90000.000 ms"#)
        // A label prints as the script wrote it, so a reader can split the line at the closing quote.
        #expect(DriverSession.lapReport(#"say "hi" \ now"#, elapsed: .zero) == #"lap "say \"hi\" \\ now": 0.000 ms"#)
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
