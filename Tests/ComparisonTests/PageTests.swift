import Comparison
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

struct PageTests {
    private func report() throws -> ComparisonReport {
        try ComparisonReport.make(entries: Fixture.entries, tree: Fixture.tree, figures: try Fixture.figures())
    }

    /// Whether `svg` parses as XML.
    private func wellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theCostPlotHasOnePolylinePerPatternOnLogScalesWithMVCAsTheReference() throws {
        let series = CostPlot.series(action: "delete", rows: try report().rows)
        #expect(series.map(\.pattern) == ["mvc", "tea"])
        let svg = try #require(CostPlot.svg(action: "delete", series: series))
        #expect(wellFormed(svg))
        #expect(count("<polyline", in: svg) == 2)
        #expect(count("class=\"series reference\" data-pattern=\"mvc\"", in: svg) == 1)
        #expect(svg.contains("data-scale=\"log-log\""))
        // 100 and 10,000 items: the x axis has a tick per power of ten, evenly spaced.
        let ticks = svg.components(separatedBy: "class=\"tick x-tick\" x=\"").dropFirst()
            .compactMap { Double($0.prefix { $0 != "\"" }) }
        #expect(ticks.count == 3)
        #expect(abs((ticks[1] - ticks[0]) - (ticks[2] - ticks[1])) < 0.2)
        #expect(svg.contains(">100<") && svg.contains(">1,000<") && svg.contains(">10,000<"))
        #expect(CostPlot.svg(action: "none", series: []) == nil)
    }

    @Test func theLinesPlotStacksOwnSharedLibraryAndTestsPerPattern() throws {
        let svg = LinesPlot.svg(app: "demo", rows: try report().rows)
        #expect(wellFormed(svg))
        #expect(count("<g class=\"bar ours\"", in: svg) == 3)
        #expect(count("class=\"segment library\"", in: svg) == 1)
        #expect(svg.contains("<title>tests: 16 lines</title>"))
    }

    @Test func theBooksFigureStandsBesideOurs() {
        let row = PatternRow(
            app: "recordings", pattern: "mvc", codeLines: 10, sharedLines: 5, libraryLines: 0, library: nil,
            tests: 1, testLines: 4, coverage: nil, costs: [], olderThanCode: nil,
            book: BookFigures.figure(app: "recordings", pattern: "mvc"), questions: [], note: nil, folders: [],
            runsLocally: true)
        let svg = LinesPlot.svg(app: "recordings", rows: [row])
        #expect(wellFormed(svg))
        #expect(svg.contains("<g class=\"bar book\" data-pattern=\"book&#39;s mvc\""))
    }

    @Test func thePageIsAFullDocumentWithoutInlineStyleOrScript() throws {
        let html = ComparisonPage.html(try report(), codeBase: "https://example.com/tree/")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/compare/style.css\">"))
        #expect(!html.contains("<style") && !html.contains("<script") && !html.contains("style=\""))
        #expect(!html.contains(" onclick="))
        #expect(html.contains("/compare/live?app=demo&amp;patterns=mvc,tea,later"))
        #expect(count("<svg", in: html) == 2, "the lines plot and the delete plot")
        #expect(html.contains("href=\"https://example.com/tree/Sources/Demo/MVC/Controller.swift\""))
        #expect(html.contains("<table class=\"questions\">"))
        #expect(html.hasSuffix("</html>\n"))
        #expect(!ComparisonPage.stylesheet.isEmpty)
    }

    @Test func anAppWithOnePatternHasNoSideBySideLink() throws {
        let report = try ComparisonReport.make(entries: [Fixture.entries[0]], tree: Fixture.tree, figures: nil)
        #expect(ComparisonPage.liveLink(try #require(report.apps.first)) == nil)
    }
}
