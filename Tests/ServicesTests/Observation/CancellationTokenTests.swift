import Services
import Testing

/// The one token every registration returns.
@MainActor
@Suite struct CancellationTokenTests {
    @Test func cancellingRunsTheCleanUpOnce() {
        var runs = 0
        let token = CancellationToken { runs += 1 }
        #expect(token.isActive)
        token.cancel()
        token.cancel()
        #expect(runs == 1)
        #expect(!token.isActive)
    }

    @Test func releasingCancels() {
        var runs = 0
        var token: CancellationToken? = CancellationToken { runs += 1 }
        #expect(token?.isActive == true)
        token = nil
        #expect(runs == 1)
    }

    @Test func theTokenIsInactiveWhileItsCleanUpRuns() {
        var seen: Bool?
        var token: CancellationToken?
        token = CancellationToken { seen = token?.isActive }
        token?.cancel()
        #expect(seen == false)
    }

    @Test func endingSkipsTheCleanUp() {
        var runs = 0
        var token: CancellationToken? = CancellationToken { runs += 1 }
        token?.end()
        #expect(token?.isActive == false)
        token?.cancel()
        token = nil
        #expect(runs == 0)
    }

    /// A source ends a token through the flag they share, without holding the token: the token reads
    /// inactive and never runs its clean-up; and the token's own cancellation shows in the flag.
    @Test func aSourceEndsATokenThroughTheFlagItShares() {
        var runs = 0
        let activity = CancellationToken.Activity()
        var token: CancellationToken? = CancellationToken(activity: activity) { runs += 1 }
        #expect(token?.isActive == true && activity.isActive)
        activity.end()
        #expect(token?.isActive == false)
        token?.cancel()
        token = nil
        #expect(runs == 0, "a token its source ended runs no clean-up, cancelled or released")

        let shared = CancellationToken.Activity()
        let cancelled = CancellationToken(activity: shared) { runs += 1 }
        cancelled.cancel()
        #expect(!shared.isActive && runs == 1)
    }

    /// A source that is its own flag hears of its token's cancellation once, after the flag turned false and
    /// before the token's clean-up; not when either side ended the registration.
    @Test func aSourceThatIsItsOwnFlagHearsOfTheCancellationOnce() {
        var events: [String] = []
        let source = RecordingActivity { events.append("cancelled, active: \($0)") }
        let token = CancellationToken(activity: source)
        token.cancel()
        token.cancel()
        #expect(events == ["cancelled, active: false"])

        events = []
        let both = RecordingActivity { events.append("cancelled, active: \($0)") }
        CancellationToken(activity: both) { events.append("clean-up") }.cancel()
        #expect(events == ["cancelled, active: false", "clean-up"])

        events = []
        let releasedSource = RecordingActivity { _ in events.append("released") }
        var released: CancellationToken? = CancellationToken(activity: releasedSource)
        #expect(released?.isActive == true)
        released = nil
        #expect(events == ["released"])

        events = []
        let endedBySource = RecordingActivity { _ in events.append("cancelled") }
        let endedToken = CancellationToken(activity: endedBySource)
        endedBySource.end()
        endedToken.cancel()
        let endedByToken = CancellationToken(activity: RecordingActivity { _ in events.append("cancelled") })
        endedByToken.end()
        endedByToken.cancel()
        #expect(events.isEmpty, "an ended registration is not cancelled")
    }
}

/// A flag that records each ``CancellationToken/Activity/cancelled()`` with whether it was still active.
@MainActor
private final class RecordingActivity: CancellationToken.Activity {
    private let record: (Bool) -> Void

    init(_ record: @escaping (Bool) -> Void) {
        self.record = record
    }

    override func cancelled() { record(isActive) }
}
