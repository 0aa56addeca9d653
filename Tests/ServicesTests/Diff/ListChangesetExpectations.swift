import Services
import TestSupport
import Testing

/// Diffs `old` and `new`, records an issue for every way the result differs from the naive oracle's
/// expectations (see ``ListChangesetOracle``), and returns the changeset, or nil when diffing threw or
/// any check failed.
///
/// - Parameter context: printed with every failure (the randomised tests pass the seed here).
@discardableResult
func expectFaithfulDiff(
    from old: [DiffRow],
    to new: [DiffRow],
    context: @autoclosure () -> String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) -> ListChangeset? {
    let changes: ListChangeset
    do {
        changes = try ListChangeset(from: old, to: new)
    } catch {
        Issue.record(
            "\(context()) diffing throws \(error)\n  old: \(old)\n  new: \(new)", sourceLocation: sourceLocation)
        return nil
    }
    let failures = ListChangesetOracle.failures(of: changes, from: old, to: new)
    for failure in failures {
        Issue.record(
            "\(context()) \(failure)\n  old: \(old)\n  new: \(new)\n  changes: \(changes)",
            sourceLocation: sourceLocation
        )
    }
    return failures.isEmpty ? changes : nil
}

/// Diffs `old` and `new`, checks the result against the oracle, and expects exactly `expected`.
func expectDiff(
    from old: [DiffRow],
    to new: [DiffRow],
    is expected: ListChangeset,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let changes = expectFaithfulDiff(from: old, to: new, sourceLocation: sourceLocation) else { return }
    #expect(changes == expected, sourceLocation: sourceLocation)
}
