import Comparison
import Foundation
import Testing

struct FiguresTests {
    @Test func updateFiguresSumsCoverageOverTheOwnFolderAndSortsTheCosts() throws {
        let figures = try Fixture.figures()
        #expect(figures.commit == "abc123")
        #expect(figures.patterns.map(\.pattern) == ["mvc", "tea"], "a pattern whose folder is missing is left out")
        let mvc = try #require(figures.figures(app: "demo", pattern: "mvc"))
        #expect(mvc.coverage == Figures.Coverage(covered: 8, count: 10))
        #expect(mvc.costs.map(\.items) == [100, 10_000])
        #expect(mvc.counts == Figures.Counts(codeLines: 3, sharedLines: 2, libraryLines: 0, tests: 3, testLines: 16))
        #expect(figures.figures(app: "demo", pattern: "tea")?.coverage == Figures.Coverage(covered: 1, count: 4))
        #expect(figures.appCosts.map(\.pattern) == ["store"])
    }

    @Test func theFileRoundTrips() throws {
        let figures = try Fixture.figures()
        let data = try FiguresFile.encode(figures)
        #expect(try FiguresFile.decode(data) == figures)
        #expect(String(decoding: data, as: UTF8.self).hasSuffix("}\n"))
    }

    @Test func malformedInputsAreRefusedWithTheirPath() {
        #expect(throws: ComparisonError.self) { try FiguresFile.decode(Data("{}".utf8), source: "f.json") }
        #expect(throws: ComparisonError.self) { try FiguresFile.costs(from: Data("{}".utf8), source: "c.json") }
        #expect(throws: ComparisonError.self) {
            try CoverageExport(json: Data("{\"data\": []}".utf8), root: "/", source: "cov.json")
        }
        do {
            _ = try FiguresFile.costs(from: Data("[1]".utf8), source: "c.json")
            Issue.record("accepted a malformed costs file")
        } catch {
            #expect(error.description.contains("c.json"))
        }
    }

    @Test func figuresOfChangedCodeAreOlderThanTheCode() throws {
        let recorded = try Fixture.figures()
        let changed = Figures(
            date: recorded.date, commit: recorded.commit, machine: recorded.machine,
            patterns: recorded.patterns.map { pattern in
                pattern.pattern == "tea"
                    ? Figures.Pattern(
                        app: pattern.app, pattern: pattern.pattern, digest: "0000", coverage: pattern.coverage,
                        costs: pattern.costs, counts: pattern.counts)
                    : pattern
            }, appCosts: recorded.appCosts)
        let report = try ComparisonReport.make(entries: Fixture.entries, tree: Fixture.tree, figures: changed)
        #expect(report.rows.map(\.olderThanCode) == [false, true, nil])
        #expect(report.figuresDate == "2026-11-26T18:00:00Z")
    }

    @Test func withoutASourceTreeTheRecordedCountsAreShown() throws {
        let report = try ComparisonReport.make(entries: Fixture.entries, tree: nil, figures: try Fixture.figures())
        #expect(report.rows.first?.codeLines == 3)
        #expect(report.rows.first?.testLines == 16)
        #expect(report.notes.contains { $0.contains("no source tree") })
    }

    @Test func withNoFiguresTheReportSaysSo() throws {
        let empty = Figures(date: "", commit: "", machine: "", patterns: [])
        for figures in [nil, empty] {
            let report = try ComparisonReport.make(entries: Fixture.entries, tree: Fixture.tree, figures: figures)
            #expect(report.notes.contains("no figures recorded yet; run scripts/compare"))
            #expect(report.figuresDate == nil)
            #expect(report.rows.allSatisfy { $0.coverage == nil && $0.costs.isEmpty && $0.olderThanCode == nil })
        }
    }

    @Test func theCheckedInFiguresFileHoldsNoInventedFigures() throws {
        let root = try #require(SourceTree.containing(filePath: #filePath))
        let figures = try FiguresFile.decode(Data(try root.text(of: FiguresFile.path).utf8))
        for pattern in figures.patterns {
            #expect(pattern.digest.count == 64)
        }
        if figures.patterns.isEmpty { #expect(figures.appCosts.isEmpty) }
    }
}
