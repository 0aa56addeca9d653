public import Foundation

/// Reading and writing `Comparison/figures.json`, and making new figures from a coverage export and the
/// benchmarks' costs (`apparch compare --update-figures`).
public enum FiguresFile {
    /// The file's path relative to the package root.
    public static let path = "Comparison/figures.json"

    /// The figures in `data`.
    ///
    /// - Throws: ``ComparisonError/malformed(_:_:)`` when `data` is not a figures file.
    public static func decode(_ data: Data, source: String = path) throws(ComparisonError) -> Figures {
        do {
            return try JSONDecoder().decode(Figures.self, from: data)
        } catch {
            throw .malformed(source, "\(error); regenerate it with scripts/compare")
        }
    }

    /// The figures as the checked-in file holds them: pretty-printed JSON with sorted keys and a final newline.
    ///
    /// - Throws: ``ComparisonError/malformed(_:_:)`` when a figure cannot be written as JSON (not a number).
    public static func encode(_ figures: Figures) throws(ComparisonError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(figures) + Data("\n".utf8)
        } catch {
            throw .malformed(path, "cannot write the figures as JSON: \(error)")
        }
    }

    /// The costs in `data` (`Comparison/costs.json`: an array of ``Cost``).
    ///
    /// - Throws: ``ComparisonError/malformed(_:_:)`` when `data` is not such an array.
    public static func costs(from data: Data, source: String) throws(ComparisonError) -> [Cost] {
        do {
            return try JSONDecoder().decode([Cost].self, from: data)
        } catch {
            throw .malformed(
                source, "expected an array of {app, pattern, action, items, nanoseconds, mallocs} (\(error))")
        }
    }

    /// New figures for `entries`: each pattern's digest of its own files from `tree`, the coverage of those
    /// files from `coverage` and its rows of `costs`; rows whose pattern is no entry (the store's save) are
    /// kept as app costs. Patterns whose own folder does not exist are left out.
    ///
    /// - Throws: ``ComparisonError`` when a source file cannot be read.
    public static func make(
        entries: [PatternSources], tree: SourceTree, coverage: CoverageExport, costs: [Cost],
        date: String, commit: String, machine: String
    ) throws(ComparisonError) -> Figures {
        var patterns: [Figures.Pattern] = []
        for entry in entries where entry.own.contains(where: tree.exists) {
            let files = tree.swiftFiles(in: entry.own, excluding: entry.ownExcluded)
            patterns.append(
                Figures.Pattern(
                    app: entry.app, pattern: entry.pattern,
                    digest: try tree.digest(of: entry.own, excluding: entry.ownExcluded),
                    coverage: coverage.coverage(of: files),
                    costs: costs.filter { $0.app == entry.app && $0.pattern == entry.pattern },
                    counts: Figures.Counts(
                        codeLines: try tree.codeLines(in: entry.own, excluding: entry.ownExcluded),
                        sharedLines: try tree.codeLines(in: entry.shared),
                        libraryLines: try tree.codeLines(in: entry.library),
                        tests: try tree.testCount(in: entry.tests + entry.conformance),
                        testLines: try tree.codeLines(in: entry.tests + entry.conformance))))
        }
        let appCosts = costs.filter { cost in !entries.contains { $0.app == cost.app && $0.pattern == cost.pattern } }
        return Figures(date: date, commit: commit, machine: machine, patterns: patterns, appCosts: appCosts)
    }
}
