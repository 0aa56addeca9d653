import Benchmark

/// The workloads, after a ReSwift 6.1.1 reference run: an `Int` counter with 0/1/10/100
/// whole-state subscribers; a 10,000-element array state with one element changed per action (at a
/// prime stride) and 1/10/100 skip-repeats subscribers; the same with an action that changes nothing.
/// Each benchmark iteration dispatches 1,000 actions on the main actor (`--scale` prints per-action
/// figures). The stores keep no log (ReSwift has none) except in the `history` rows, and the
/// subscribers select the whole state (as ReSwift's) except in the `element` rows, where each selects
/// one element.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 400
    )
    for subscribers in [0, 1, 10, 100] {
        Benchmark("counter/\(subscribers)", configuration: configuration) { benchmark, fixture async in
            await fixture.increment(benchmark.scaledIterations.count)
        } setup: {
            await MainActor.run { StoreFixture(counterWith: subscribers) }
        }
    }
    for subscribers in [1, 10, 100] {
        Benchmark("array-changed/\(subscribers)", configuration: configuration) { benchmark, fixture async in
            await fixture.bump(benchmark.scaledIterations.count)
        } setup: {
            await MainActor.run { StoreFixture(listWith: subscribers) }
        }
        Benchmark("array-noop/\(subscribers)", configuration: configuration) { benchmark, fixture async in
            await fixture.noOp(benchmark.scaledIterations.count)
        } setup: {
            await MainActor.run { StoreFixture(listWith: subscribers) }
        }
        Benchmark("array-changed-element/\(subscribers)", configuration: configuration) {
            benchmark, fixture async in
            await fixture.bump(benchmark.scaledIterations.count)
        } setup: {
            await MainActor.run { StoreFixture(listWith: subscribers, selecting: .element) }
        }
        Benchmark("array-noop-element/\(subscribers)", configuration: configuration) { benchmark, fixture async in
            await fixture.noOp(benchmark.scaledIterations.count)
        } setup: {
            await MainActor.run { StoreFixture(listWith: subscribers, selecting: .element) }
        }
    }
    Benchmark("counter-history/100", configuration: configuration) { benchmark, fixture async in
        await fixture.increment(benchmark.scaledIterations.count)
    } setup: {
        await MainActor.run { StoreFixture(counterWith: 100, historyLimit: 100) }
    }
    Benchmark("array-changed-history/100", configuration: configuration) { benchmark, fixture async in
        await fixture.bump(benchmark.scaledIterations.count)
    } setup: {
        await MainActor.run { StoreFixture(listWith: 100, historyLimit: 100) }
    }
    Benchmark("array-noop-history/100", configuration: configuration) { benchmark, fixture async in
        await fixture.noOp(benchmark.scaledIterations.count)
    } setup: {
        await MainActor.run { StoreFixture(listWith: 100, historyLimit: 100) }
    }
}
