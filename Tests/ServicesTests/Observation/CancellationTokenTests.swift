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
}
