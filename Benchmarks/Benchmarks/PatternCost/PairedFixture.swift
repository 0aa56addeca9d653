import Foundation
import Services

/// Two fixtures of the same library, one in MVC and one in a peer pattern, that time an action in both back
/// to back, for the paired benchmarks (`recordings/<peer>-vs-mvc/<action>/<items>`).
///
/// On this machine kind a benchmark's time moves between runs of the same binary: awaited from the benchmark's
/// task, MVC's delete took 46 µs in one run and 162 µs in another, each median steady within its run, and the
/// unpaired benchmarks still time MVC and the peer at different moments of a run, on fixtures of their own, so
/// the ratio of their medians moves with the machine. Timing the two patterns in turn, an action each, puts
/// both under the same conditions: each pair's ratio is the peer's cost over MVC's at that moment. The order
/// alternates, so neither pattern always runs on caches the other warmed.
@MainActor
final class PairedFixture<Fixture: AnyObject> {
    let mvc: Fixture
    let peer: Fixture
    private var turn = 0

    /// Pairs `mvc` with `peer`, each already where the action starts.
    init(mvc: Fixture, peer: Fixture) {
        self.mvc = mvc
        self.peer = peer
    }

    /// Runs `action` once in each fixture, timed, with `before` and `after` run around it untimed (finding a
    /// field, checking the outcome); returns both times in microseconds.
    ///
    /// - Throws: what `before`, `action` or `after` throws.
    func time(
        before: (Fixture) throws -> Void = { _ in },
        _ action: (Fixture) throws -> Void,
        after: (Fixture) throws -> Void = { _ in }
    ) throws -> (mvc: Double, peer: Double) {
        turn += 1
        var mvcTime = 0.0
        var peerTime = 0.0
        for fixture in turn.isMultiple(of: 2) ? [mvc, peer] : [peer, mvc] {
            try before(fixture)
            let microseconds = try ContinuousClock().measure { try action(fixture) }.seconds * 1e6
            try after(fixture)
            if fixture === mvc { mvcTime = microseconds } else { peerTime = microseconds }
        }
        return (mvcTime, peerTime)
    }
}
