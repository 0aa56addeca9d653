import Benchmark
import ViewKit

/// MVC's time for the action in each pair, in microseconds.
let pairedMVCTime = BenchmarkMetric.custom("MVC (us)", polarity: .prefersSmaller, useScalingFactor: false)
/// The peer pattern's time for the action in each pair, in microseconds.
let pairedPeerTime = BenchmarkMetric.custom("peer (us)", polarity: .prefersSmaller, useScalingFactor: false)
/// Each pair's peer time over its MVC time, in percent: the figure issue 30's items 3 and 6 set goals for.
let pairedRatio = BenchmarkMetric.custom("peer / MVC (%)", polarity: .prefersSmaller, useScalingFactor: false)

/// Registers `recordings/<peer>-vs-mvc/<action>/100000` for TEA and MAVB (the five actions, and `delete-saved`
/// and `rename-saved` with their save): each iteration times the action once in MVC and once in the peer,
/// back to back (``PairedFixture``), and records both times and their ratio, so a run's median ratio is the
/// median of ratios taken under the same conditions.
///
/// The times are the action's alone (with its save, for the `-saved` ones), on the main actor, as the
/// unpaired benchmarks' are.
/// `scripts/compare` leaves these out of `costs.json` (`--skip`): their metrics are not one pattern's cost.
func registerPairedBenchmarks() {
    let itemCount = 100_000
    let loop = Benchmark.Configuration(
        metrics: [pairedMVCTime, pairedPeerTime, pairedRatio],
        warmupIterations: 2,
        maxDuration: .seconds(4),
        // NB: not more: `tick`'s recording is a 10-second tone, 200 ticks of 0.05 s with the warm-up's.
        maxIterations: 150
    )
    let open = Benchmark.Configuration(
        metrics: [pairedMVCTime, pairedPeerTime, pairedRatio],
        warmupIterations: 1,
        maxDuration: .seconds(10),
        maxIterations: 10
    )
    for peer in [RecordingsPattern.tea, .mavb] {
        let label = { (action: String) in "recordings/\(peer.rawValue)-vs-mvc/\(action)/\(itemCount)" }
        let fixtures = { @MainActor (saving: Bool, prepare: (RecordingsFixture) throws -> Void) throws in
            let pair = PairedFixture(
                mvc: try RecordingsFixture(pattern: .mvc, itemCount: itemCount, savingChanges: saving),
                peer: try RecordingsFixture(pattern: peer, itemCount: itemCount, savingChanges: saving))
            try prepare(pair.mvc)
            try prepare(pair.peer)
            return pair
        }
        Benchmark(label("open"), configuration: open) { benchmark, pair async throws in
            let times = try await MainActor.run {
                // NB: the app is dropped after the timing, as in the unpaired open.
                var application: Application?
                return try pair.time({ application = try $0.open() }, after: { _ in _ = application.take() })
            }
            record(times, in: benchmark)
        } setup: {
            try await MainActor.run {
                PairedFixture(
                    mvc: try RecordingsOpenFixture(pattern: .mvc, itemCount: itemCount),
                    peer: try RecordingsOpenFixture(pattern: peer, itemCount: itemCount))
            }
        }
        // `-saved`: the same delete and rename on stores that own their directories, so the change's save (one
        // journal record, appended and synced) is in each time, as a person waits for it.
        for saving in [false, true] {
            let change = { (name: String, steps: ChangeSteps) in
                Benchmark(label(name + (saving ? "-saved" : "")), configuration: loop) { benchmark, pair async throws in
                    let times = try await MainActor.run {
                        try pair.time(
                            before: steps.before, steps.action,
                            after: {
                                try steps.check($0)
                                try $0.checkSaved()
                            })
                    }
                    record(times, in: benchmark)
                } setup: {
                    try await MainActor.run { try fixtures(saving, steps.prepare) }
                }
            }
            change(
                "delete",
                ChangeSteps(
                    prepare: { try $0.revealMiddleRow() }, action: { try $0.deleteMiddleRow() },
                    check: { try $0.checkDeleted() }))
            change(
                "rename",
                ChangeSteps(
                    prepare: { try $0.selectMiddleRecording() }, before: { try $0.findNameField() },
                    action: { $0.renameSelectedRecording() }, check: { try $0.checkRenamed() }))
        }
        Benchmark(label("navigate"), configuration: loop) { benchmark, pair async throws in
            let times = try await MainActor.run { try pair.time { try $0.openFolderAndGoBack() } }
            record(times, in: benchmark)
        } setup: {
            try await MainActor.run { try fixtures(false) { _ in } }
        }
        Benchmark(label("tick"), configuration: loop) { benchmark, pair async throws in
            let times = try await MainActor.run { try pair.time { $0.tick() } }
            record(times, in: benchmark)
        } setup: {
            try await MainActor.run { try fixtures(false) { try $0.startPlaying() } }
        }
    }
}

/// The steps of one change measured in pairs: the fixture's preparation (once), what comes before each
/// timing, the change timed, and the check after it.
private struct ChangeSteps: Sendable {
    typealias Step = @MainActor @Sendable (RecordingsFixture) throws -> Void
    var prepare: Step
    var before: Step = { _ in }
    var action: Step
    var check: Step
}

/// Records one pair's times and their ratio.
private func record(_ times: (mvc: Double, peer: Double), in benchmark: Benchmark) {
    benchmark.measurement(pairedMVCTime, Int(times.mvc.rounded()))
    benchmark.measurement(pairedPeerTime, Int(times.peer.rounded()))
    benchmark.measurement(pairedRatio, Int((100 * times.peer / max(times.mvc, 0.001)).rounded()))
}
