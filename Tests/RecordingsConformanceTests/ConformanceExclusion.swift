import Testing
import ViewKit

/// A scenario one pattern is known not to pass, and why: the lesson variant that predates what the
/// scenario checks (chapter 3's first MVC has no mini player).
///
/// An excluded scenario is not skipped. ``RecordingsConformance/run(_:fixture:body:)`` still runs it for
/// the pattern, as a known issue that must occur: if the pattern starts passing it, the test fails and
/// the exclusion must go. ``ConformanceExclusionTests`` checks that every exclusion names a scenario of
/// this suite and a pattern it runs.
struct ConformanceExclusion: Sendable, CustomStringConvertible {
    /// The pattern's command-line name (`mvc-basic`).
    let pattern: String
    /// The scenario's name, as its `@Test` shows it ("MP1 The bar appears when a recording is loaded, as
    /// one line").
    let scenario: String
    /// Why the pattern cannot pass it.
    let reason: String

    var description: String { "\(pattern) does not pass \"\(scenario)\": \(reason)" }

    /// The exclusion of `pattern` for the test running now, if any.
    static func current(for pattern: AppPattern) -> ConformanceExclusion? {
        guard let name = Test.current?.displayName ?? Test.current?.name else { return nil }
        return ConformancePatterns.exclusions.first { $0.pattern == pattern.name && $0.scenario == name }
    }
}
