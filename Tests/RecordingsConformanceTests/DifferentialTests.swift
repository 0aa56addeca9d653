import Foundation
import RecordingsCore
import RecordingsTesting
import ScriptHost
import Testing
import ViewKit

/// Beyond the written scenarios: seeded random sequences of what a person can do, chosen from what the
/// screen offers, played against every registered pattern on the same data; every step must leave every
/// pattern showing the same screen. A failure prints the seed and a shrunk `apparch drive` script.
///
/// The test command runs ``sequences`` sequences of ``steps`` steps; set `APPARCH_DIFFERENTIAL_SEQUENCES`
/// to run thousands (`APPARCH_DIFFERENTIAL_SEQUENCES=2000 swift test --filter DifferentialTests`).
@MainActor
@Suite struct DifferentialTests {
    static let steps = 30
    static let sequences: Int = {
        let asked = ProcessInfo.processInfo.environment["APPARCH_DIFFERENTIAL_SEQUENCES"].flatMap { Int($0) }
        return max(1, asked ?? 50)
    }()

    @Test func everyPatternShowsTheSameScreensForRandomSessions() async throws {
        var failures: [String] = []
        for seed in 0..<UInt64(Self.sequences) {
            // NB: each sequence runs synchronously on the main actor. A whole run of them held the actor for
            // minutes, and a test that waits for a task on the main actor ran out of its two-minute safety
            // limit; a yield alone keeps this higher-priority test first in line, so the test suspends for a
            // moment between sequences and lets the actor's other work run.
            try await Task.sleep(for: .milliseconds(1))
            let run = DifferentialRun(patterns: ConformancePatterns.local, seed: seed, length: Self.steps)
            guard let failure = try run.play() else { continue }
            failures.append(failure.report)
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n\n")))
        print("Differential: \(Self.sequences) sequences of \(Self.steps) steps")
    }

    /// The chooser leaves an edit of the player's name without return (the draft every pattern drops):
    /// the test's own sequences contain such steps, so the comparison above covers them.
    @Test func theSequencesLeaveUnsubmittedNameEdits() throws {
        var left = 0
        for seed in 0..<UInt64(Self.sequences) {
            let steps = try DifferentialRun(patterns: [ConformancePatterns.local[0]], seed: seed, length: Self.steps)
                .chosenSteps()
            left += Self.unsubmittedNameEditsLeft(in: steps)
        }
        #expect(left > 0)
    }

    /// How many times `steps` type into the player's name field and then go back, select a row or change
    /// the window's size before any return.
    static func unsubmittedNameEditsLeft(in steps: [ScriptStep]) -> Int {
        var left = 0
        var editing = false
        for step in steps {
            switch step {
            case .type(_, let field): editing = field == RecordingsStrings.name
            case .submit, .restart: editing = false
            case .back, .select, .size:
                if editing { left += 1 }
                editing = false
            default: break
            }
        }
        return left
    }

    @Test func theSameSeedChoosesTheSameSteps() throws {
        let run = DifferentialRun(patterns: ConformancePatterns.local, seed: 42, length: 5)
        #expect(try run.play() == nil)
        #expect(DifferentialRun.scriptLine(.type("a \"b\"", into: "Name")) == #"type "a \"b\"" into "Name""#)
    }
}
