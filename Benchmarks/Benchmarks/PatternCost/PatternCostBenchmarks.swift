import Benchmark
import Foundation

/// The cost of one person's action in every pattern, named `<app>/<pattern>/<action>/<items>`, each
/// recording wall-clock time and mallocs (`scripts/compare` keeps their medians in
/// `Comparison/costs.json`):
///
/// - Recordings, for each local pattern and each lesson variant of MVC at 100, 10,000 and 100,000 items:
///   `open` (the library read from disk, the app launched and its root folder's table shown, ready for a
///   tap; the store's load is the same under every pattern), `delete` (a swipe-delete of
///   the middle row), `rename` (the selected middle recording, in the player's name field, in place),
///   `navigate` (select "Folder", then back) and
///   `tick` (one 0.05 s progress update of the playing recording), through the pattern's whole loop with
///   the save left out; `recordings/store/save/<items>`, the store's save after one change (a journal
///   record), and `recordings/store/snapshot/<items>`, the whole document written (a fold), the same
///   under every pattern (a change costs its loop plus its save); and, for MVC and TEA, `delete-saved` and
///   `rename-saved`, the same actions on a store that owns its directory, so the save (one journal record)
///   is included end to end.
/// - Koober, for each pattern on the sample's fakes (`items` 0): `sign-in`, `drop-off-search` and
///   `confirm-ride`, each on a fresh app brought to where the action starts.
/// - `recordings/<peer>-vs-mvc/<action>/100000` for TEA and MAVB: the five Recordings actions, and
///   `delete-saved` and `rename-saved`, timed in MVC and in the peer in turn, with their ratio
///   (``registerPairedBenchmarks()``).
///
/// The Recordings benchmarks run on the main actor and start their measurement there, so a time is the
/// action's, not the hop to the main actor: awaited from the benchmark's task, an action's time held that
/// hop, from a few to 120 µs on this machine kind and moving with the process (MVC's delete measured 46 to
/// 162 µs in twelve runs, against 42 µs on the main actor), which pulled every ratio toward 1.
///
/// Each fixture is built once per benchmark (an open of 100,000 items takes seconds); `open` makes an app
/// per iteration, measured, and Koober, whose actions cannot be repeated on one app, launches one per
/// iteration, outside the measurement.
let benchmarks: @Sendable () -> Void = {
    // NB: 150 actions where the folder allows, not 30: five times the samples for each median, for well
    // under a second more per benchmark. Not more: `tick`'s recording is a 10-second tone, 200 ticks of
    // 0.05 s with the warm-up's. A 100-item folder takes 30: each delete removes its middle row, and past 50
    // deletes there is no middle row left.
    let loop = { (itemCount: Int) in
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .microseconds,
            units: [.mallocCountTotal: .count],
            warmupIterations: 2,
            maxDuration: .seconds(2),
            maxIterations: itemCount < 10_000 ? 30 : 150
        )
    }
    // An open builds a whole app over a library read from disk, seconds at 100,000 items: few iterations.
    let open = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .milliseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        maxDuration: .seconds(4),
        maxIterations: 10
    )
    for itemCount in RecordingsFixture.itemCounts {
        for pattern in RecordingsPattern.allCases {
            let label = { (action: String) in "recordings/\(pattern.rawValue)/\(action)/\(itemCount)" }
            Benchmark(label("open"), configuration: open) { @MainActor benchmark, fixture async throws in
                benchmark.startMeasurement()
                let application = try fixture.open()
                benchmark.stopMeasurement()
                _ = application
            } setup: {
                try await MainActor.run { try RecordingsOpenFixture(pattern: pattern, itemCount: itemCount) }
            }
            Benchmark(label("delete"), configuration: loop(itemCount)) { @MainActor benchmark, fixture async throws in
                benchmark.startMeasurement()
                try fixture.deleteMiddleRow()
                benchmark.stopMeasurement()
                try fixture.checkDeleted()
            } setup: { () async throws -> RecordingsFixture in
                try await MainActor.run {
                    let fixture = try RecordingsFixture(pattern: pattern, itemCount: itemCount)
                    try fixture.revealMiddleRow()
                    return fixture
                }
            }
            Benchmark(label("rename"), configuration: loop(itemCount)) { @MainActor benchmark, fixture async throws in
                try fixture.findNameField()
                benchmark.startMeasurement()
                fixture.renameSelectedRecording()
                benchmark.stopMeasurement()
                try fixture.checkRenamed()
            } setup: { () async throws -> RecordingsFixture in
                try await MainActor.run {
                    let fixture = try RecordingsFixture(pattern: pattern, itemCount: itemCount)
                    try fixture.selectMiddleRecording()
                    return fixture
                }
            }
            Benchmark(label("navigate"), configuration: loop(itemCount)) { @MainActor benchmark, fixture async throws in
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { try fixture.openFolderAndGoBack() }
                benchmark.stopMeasurement()
            } setup: {
                try await MainActor.run { try RecordingsFixture(pattern: pattern, itemCount: itemCount) }
            }
            Benchmark(label("tick"), configuration: loop(itemCount)) { @MainActor benchmark, fixture async in
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { fixture.tick() }
                benchmark.stopMeasurement()
            } setup: { () async throws -> RecordingsFixture in
                try await MainActor.run {
                    let fixture = try RecordingsFixture(pattern: pattern, itemCount: itemCount)
                    try fixture.startPlaying()
                    return fixture
                }
            }
        }
        for pattern in [RecordingsPattern.mvc, .tea] {
            let label = { (action: String) in "recordings/\(pattern.rawValue)/\(action)/\(itemCount)" }
            Benchmark(label("delete-saved"), configuration: loop(itemCount)) {
                @MainActor benchmark, fixture async throws in
                benchmark.startMeasurement()
                try fixture.deleteMiddleRow()
                benchmark.stopMeasurement()
                try fixture.checkDeleted()
                try fixture.checkSaved()
            } setup: { () async throws -> RecordingsFixture in
                try await MainActor.run {
                    let fixture = try RecordingsFixture(pattern: pattern, itemCount: itemCount, savingChanges: true)
                    try fixture.revealMiddleRow()
                    return fixture
                }
            }
            Benchmark(label("rename-saved"), configuration: loop(itemCount)) {
                @MainActor benchmark, fixture async throws in
                try fixture.findNameField()
                benchmark.startMeasurement()
                fixture.renameSelectedRecording()
                benchmark.stopMeasurement()
                try fixture.checkRenamed()
                try fixture.checkSaved()
            } setup: { () async throws -> RecordingsFixture in
                try await MainActor.run {
                    let fixture = try RecordingsFixture(pattern: pattern, itemCount: itemCount, savingChanges: true)
                    try fixture.selectMiddleRecording()
                    return fixture
                }
            }
        }
        Benchmark("recordings/store/save/\(itemCount)", configuration: loop(itemCount)) {
            @MainActor benchmark, fixture async throws in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { try fixture.renameMiddleItemAndSave() }
            benchmark.stopMeasurement()
        } setup: {
            try await MainActor.run { try StoreSaveFixture(itemCount: itemCount) }
        }
        Benchmark("recordings/store/snapshot/\(itemCount)", configuration: loop(itemCount)) {
            @MainActor benchmark, fixture async throws in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { try fixture.saveSnapshot() }
            benchmark.stopMeasurement()
        } setup: {
            try await MainActor.run { try StoreSaveFixture(itemCount: itemCount) }
        }
    }

    let koober = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 20
    )
    for pattern in KooberPattern.allCases {
        for action in KooberAction.allCases {
            Benchmark("koober/\(pattern.rawValue)/\(action.rawValue)/0", configuration: koober) {
                benchmark async throws in
                let fixture = try await KooberFixture(pattern: pattern, action: action)
                benchmark.startMeasurement()
                try await fixture.perform()
                benchmark.stopMeasurement()
                try await fixture.finish()
            }
        }
    }
    registerPairedBenchmarks()
}
