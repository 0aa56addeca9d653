import Foundation
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

    @Test func everyPatternShowsTheSameScreensForRandomSessions() throws {
        var failures: [String] = []
        var known: [String] = []
        for seed in 0..<UInt64(Self.sequences) {
            let run = DifferentialRun(patterns: ConformancePatterns.local, seed: seed, length: Self.steps)
            guard let failure = try run.play() else { continue }
            if let reason = failure.knownDifference {
                known.append("\(reason):\n\(failure.report)")
            } else {
                failures.append(failure.report)
            }
            if failures.count >= 3 { break }
        }
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n\n")))
        if !known.isEmpty {
            withKnownIssue("known difference, not fixed yet (see DifferentialRun.knownDifference)") {
                Issue.record(Comment(rawValue: "\(known.count) sequence(s):\n" + known.joined(separator: "\n\n")))
            }
        }
        print(
            "Differential: \(Self.sequences) sequences of \(Self.steps) steps; \(known.count) showed the known difference"
        )
    }

    @Test func theSameSeedChoosesTheSameSteps() throws {
        let run = DifferentialRun(patterns: ConformancePatterns.local, seed: 42, length: 5)
        #expect(try run.play() == nil)
        #expect(DifferentialRun.scriptLine(.type("a \"b\"", into: "Name")) == #"type "a \"b\"" into "Name""#)
    }
}
