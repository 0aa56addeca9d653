import Benchmark
import Foundation
import WebHost

/// Bytes sent to a tab for a one-row change.
let bytesSent = BenchmarkMetric.custom("bytes sent", polarity: .prefersSmaller, useScalingFactor: false)
/// Rows in the tree a tab holds (the browser creates one element per row).
let rowsInTree = BenchmarkMetric.custom("rows in tree", polarity: .prefersSmaller, useScalingFactor: false)

/// The web host on the Recordings MVC app: for a folder of 10 and 10,000 items (and 100,000 for the row
/// count), the time from a tab's delete event and from its Play/Pause tap to their patches being queued,
/// the bytes of a one-row rename and a one-row delete, and the rows a tab holds. The goal is that none
/// grows with the folder. Beside them, the decoding of a tap, against Foundation's `JSONDecoder`.
///
/// The host's benchmarks run on the main actor and start their measurement there, so a time is the event's,
/// not the hop to the main actor from the benchmark's task (a few to 120 µs, moving with the process), as
/// PatternCost's are.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, bytesSent],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count, bytesSent: .count],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 60
    )
    for itemCount in [10, 10_000] {
        Benchmark("event-to-patch delete/\(itemCount)", configuration: configuration) {
            @MainActor benchmark, fixture async in
            measureEvents(benchmark) { fixture.deleteFirstRow() }
        } setup: {
            try await MainActor.run { try WebHostFixture(itemCount: itemCount + 200) }
        }
        Benchmark("event-to-patch play-pause/\(itemCount)", configuration: configuration) {
            @MainActor benchmark, fixture async in
            measureEvents(benchmark) { fixture.tapPlayPause() }
        } setup: { () async throws -> WebHostFixture in
            try await MainActor.run {
                let fixture = try WebHostFixture(itemCount: itemCount)
                try fixture.showFirstRecording()
                return fixture
            }
        }
        Benchmark("rename bytes/\(itemCount)", configuration: configuration) { @MainActor benchmark, fixture async in
            measureEvents(benchmark) { fixture.renameFirstItem() }
        } setup: {
            try await MainActor.run { try WebHostFixture(itemCount: itemCount) }
        }
    }
    // The decoding of a tab's tap, as the host does it and as Foundation's `JSONDecoder` does it (the host's
    // way before issue 30), in the same run.
    let tap = #"{"type":"event","id":4242,"action":"tap"}"#
    let decoding = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, units: [.mallocCountTotal: .count],
        warmupIterations: 10, scalingFactor: .kilo, maxDuration: .seconds(2), maxIterations: 200)
    Benchmark("decode tap/ClientMessage.parse", configuration: decoding) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ClientMessage.parse(tap)) }
    }
    Benchmark("decode tap/JSONDecoder", configuration: decoding) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try JSONDecoder().decode(DecodedClientFields.self, from: Data(tap.utf8)))
        }
    }
    Benchmark(
        "rows in tree/100000",
        configuration: .init(
            metrics: [rowsInTree], units: [rowsInTree: .count], maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark, fixture async in
        benchmark.measurement(rowsInTree, await fixture.rowsInTree)
    } setup: {
        try await MainActor.run { try WebHostFixture(itemCount: 100_000) }
    }
}

/// Times `event` over the benchmark's iterations, on the main actor where the benchmark runs, and records the
/// bytes the last one sent.
@MainActor
private func measureEvents(_ benchmark: Benchmark, _ event: () -> Int) {
    var bytes = 0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { bytes = event() }
    benchmark.stopMeasurement()
    benchmark.measurement(bytesSent, bytes)
}
