import Benchmark
import Services

/// The number of moves a diff reports, recorded next to the timings.
let reportedMoves = BenchmarkMetric.custom("reported moves", polarity: .prefersSmaller, useScalingFactor: false)
/// The number of row operations a diff reports (deletions, insertions, moves, updates; for the standard
/// library, removals and insertions).
let reportedChanges = BenchmarkMetric.custom("reported changes", polarity: .prefersSmaller, useScalingFactor: false)

/// `ListChangeset` against the standard library's `CollectionDifference` for every ``DiffScenario`` at
/// 10,000 and 100,000 rows.
///
/// The standard library diffs the identity arrays, except for ``DiffScenario/updateEveryTenth``, where it
/// diffs the full rows (identity and content) since identities alone do not change. Its Myers algorithm
/// is O((n + m)·d): replacing all 100,000 rows takes minutes per run, so that one combination is skipped.
let benchmarks: @Sendable () -> Void = {
    let rowCounts = [10_000, 100_000]
    for rowCount in rowCounts {
        for scenario in DiffScenario.allCases {
            let label = "\(scenario.rawValue)/\(rowCount / 1000)k"
            let slowStandardLibrary = scenario == .replaceAll && rowCount > 10_000
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, reportedMoves, reportedChanges],
                timeUnits: .microseconds,
                units: [.mallocCountTotal: .count, reportedMoves: .count, reportedChanges: .count],
                warmupIterations: slowStandardLibrary ? 0 : 1,
                maxDuration: .seconds(2),
                maxIterations: 200
            )
            var standardLibraryConfiguration = configuration
            standardLibraryConfiguration.skip = slowStandardLibrary

            Benchmark("ListChangeset/\(label)", configuration: configuration) { benchmark, fixture in
                do {
                    let changes = try ListChangeset(from: fixture.old, to: fixture.new)
                    benchmark.stopMeasurement()
                    benchmark.measurement(reportedMoves, changes.moves.count)
                    benchmark.measurement(reportedChanges, changes.changeCount)
                    blackHole(changes)
                } catch {
                    benchmark.error("ListChangeset threw \(error)")
                }
            } setup: {
                scenario.fixture(rowCount: rowCount)
            }

            for inferringMoves in [false, true] {
                let name = inferringMoves ? "stdlib inferringMoves" : "stdlib difference"
                Benchmark("\(name)/\(label)", configuration: standardLibraryConfiguration) { benchmark, fixture in
                    if scenario == .updateEveryTenth {
                        measureStandardLibraryDifference(
                            from: fixture.old, to: fixture.new, inferringMoves: inferringMoves, in: benchmark)
                    } else {
                        measureStandardLibraryDifference(
                            from: fixture.oldIDs, to: fixture.newIDs, inferringMoves: inferringMoves, in: benchmark)
                    }
                } setup: {
                    scenario.fixture(rowCount: rowCount)
                }
            }
        }
    }
}

/// Diffs `old` and `new` with the standard library (Myers), then, outside the measurement, records the
/// moves (removals associated with an insertion) and the changes it reports.
private func measureStandardLibraryDifference<Element: Hashable>(
    from old: [Element],
    to new: [Element],
    inferringMoves: Bool,
    in benchmark: Benchmark
) {
    var difference = new.difference(from: old)
    if inferringMoves {
        difference = difference.inferringMoves()
    }
    benchmark.stopMeasurement()

    var moves = 0
    for case .remove(_, _, let associatedWith) in difference where associatedWith != nil {
        moves += 1
    }
    benchmark.measurement(reportedMoves, moves)
    benchmark.measurement(reportedChanges, difference.count)
    blackHole(difference)
}
