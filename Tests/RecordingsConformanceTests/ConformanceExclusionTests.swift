import Foundation
import Testing
import ViewKit

/// The exclusions of ``ConformancePatterns/exclusions`` are stated, not silent: each names a pattern the
/// suite runs and a scenario of this suite, with a reason.
struct ConformanceExclusionTests {
    /// The text of this suite's source files, with `@Test(` joined to its first argument however the
    /// formatter wrapped it.
    static func suiteSources() throws -> String {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
            .replacing(#/@Test\(\s+/#, with: "@Test(")
    }

    @Test @MainActor func everyExclusionNamesARunPatternAndAScenarioOfTheSuiteWithItsReason() throws {
        let sources = try Self.suiteSources()
        let patterns = ConformancePatterns.all.map(\.name)
        #expect(!ConformancePatterns.exclusions.isEmpty)
        for exclusion in ConformancePatterns.exclusions {
            #expect(patterns.contains(exclusion.pattern), "\(exclusion)")
            #expect(
                sources.contains("@Test(\"\(exclusion.scenario)\""), "no scenario is named \"\(exclusion.scenario)\"")
            #expect(!exclusion.reason.isEmpty, "\(exclusion)")
        }
        let keys = ConformancePatterns.exclusions.map { "\($0.pattern) \($0.scenario)" }
        #expect(Set(keys).count == keys.count, "an exclusion is listed twice")
    }

    @Test @MainActor func aPatternWithExclusionsStaysOutOfTheDifferentialTest() {
        let excluded = Set(ConformancePatterns.exclusions.map(\.pattern))
        for pattern in ConformancePatterns.local { #expect(!excluded.contains(pattern.name), "\(pattern.name)") }
        #expect(excluded.contains("mvc-basic"))
    }
}
