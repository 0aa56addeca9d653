import Benchmark
import Foundation

/// Bytes sent to a tab for a one-row change.
let bytesSent = BenchmarkMetric.custom("bytes sent", polarity: .prefersSmaller, useScalingFactor: false)
/// Rows in the tree a tab holds (the browser creates one element per row).
let rowsInTree = BenchmarkMetric.custom("rows in tree", polarity: .prefersSmaller, useScalingFactor: false)

/// The web host on the Recordings MVC app: for a folder of 10 and 10,000 items (and 100,000 for the row
/// count), the time from a tab's delete event to its patches being queued, the bytes of a one-row rename
/// and a one-row delete, and the rows a tab holds. The goal is that none grows with the folder.
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
        Benchmark("event-to-patch delete/\(itemCount)", configuration: configuration) { benchmark, fixture async in
            var bytes = 0
            for _ in benchmark.scaledIterations { bytes = await fixture.deleteFirstRow() }
            benchmark.measurement(bytesSent, bytes)
        } setup: {
            try await MainActor.run { try WebHostFixture(itemCount: itemCount + 200) }
        }
        Benchmark("rename bytes/\(itemCount)", configuration: configuration) { benchmark, fixture async in
            var bytes = 0
            for _ in benchmark.scaledIterations { bytes = await fixture.renameFirstItem() }
            benchmark.measurement(bytesSent, bytes)
        } setup: {
            try await MainActor.run { try WebHostFixture(itemCount: itemCount) }
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
