import Benchmark
import Foundation

/// One delete and one rename in a folder of 100, 10,000 and 100,000 items, through the whole loop of
/// each pattern: for TEA, message → command → store → subscription → update → view → reconcile; for
/// MVC, the model call → notification → table row operation. Each records wall-clock time and
/// allocations.
let benchmarks: @Sendable () -> Void = {
    for itemCount in [100, 10_000, 100_000] {
        for pattern in LoopFixture.Pattern.allCases {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal],
                timeUnits: .microseconds,
                units: [.mallocCountTotal: .count],
                warmupIterations: 1,
                maxDuration: .seconds(3),
                maxIterations: 40
            )
            let label = "\(pattern.rawValue)/\(itemCount)"
            Benchmark("delete/\(label)", configuration: configuration) { benchmark, fixture async in
                for _ in benchmark.scaledIterations { await fixture.deleteMiddleRow() }
            } setup: {
                try await MainActor.run { try LoopFixture(pattern: pattern, itemCount: itemCount) }
            }
            Benchmark("rename/\(label)", configuration: configuration) { benchmark, fixture async in
                for _ in benchmark.scaledIterations { await fixture.renameMiddleItem() }
            } setup: {
                try await MainActor.run { try LoopFixture(pattern: pattern, itemCount: itemCount) }
            }
        }
    }
}
