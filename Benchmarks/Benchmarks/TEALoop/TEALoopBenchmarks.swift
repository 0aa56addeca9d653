import Benchmark
import Foundation

/// One delete, one rename, one player progress tick (a recording selected and playing) and one
/// navigation (select a folder, then back) in a folder of 100, 10,000 and 100,000 items, through the
/// whole loop of each pattern: for TEA, message → command → store → subscription → update → view →
/// reconcile; for MVC, the model call → notification → views. Each records wall-clock time and
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
            Benchmark("tick/\(label)", configuration: configuration) { benchmark, fixture async in
                for _ in benchmark.scaledIterations { await fixture.tick() }
            } setup: { () async throws -> LoopFixture in
                try await MainActor.run {
                    let fixture = try LoopFixture(pattern: pattern, itemCount: itemCount)
                    try fixture.startPlaying()
                    return fixture
                }
            }
            Benchmark("navigate/\(label)", configuration: configuration) { benchmark, fixture async in
                for _ in benchmark.scaledIterations { await fixture.openFolderAndGoBack() }
            } setup: {
                try await MainActor.run { try LoopFixture(pattern: pattern, itemCount: itemCount) }
            }
        }
    }
}
