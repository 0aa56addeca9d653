import KooberTesting

/// One fresh Koober app in one pattern, brought to where `action` starts: the conformance harness (a
/// virtual clock, a throwaway data folder, the fakes), so each measurement starts from the same screen.
@MainActor
final class KooberFixture {
    let harness: KooberHarness
    let action: KooberAction

    /// Launches `pattern` and runs the action's preparation.
    ///
    /// - Throws: the harness's error, with the screen, when the preparation fails.
    init(pattern: KooberPattern, action: KooberAction) async throws {
        self.action = action
        harness = try await KooberHarness(subject: pattern.subject)
        do {
            try await harness.run(action.preparation)
        } catch {
            harness.tearDown()
            throw error
        }
    }

    /// Runs the action, as `apparch drive` runs a script.
    ///
    /// - Throws: the harness's error, with the screen, when a step fails.
    func perform() async throws {
        try await harness.run(action.script)
    }

    /// Checks the screen shows the action's outcome, then quits and deletes the data folder.
    ///
    /// - Throws: ``BenchmarkFailure`` with the screen when it does not.
    func finish() throws {
        defer { harness.tearDown() }
        guard harness.shows(action.outcome) else {
            throw BenchmarkFailure("\(action.rawValue) did not end on \"\(action.outcome)\":\n\(harness.screen)")
        }
    }
}
