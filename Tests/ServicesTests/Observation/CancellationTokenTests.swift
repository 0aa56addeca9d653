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
}
