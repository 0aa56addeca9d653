import Comparison
import Foundation
import Testing

struct ReportTests {
    private func report() throws -> ComparisonReport {
        try ComparisonReport.make(entries: Fixture.entries, tree: Fixture.tree, figures: try Fixture.figures())
    }

    @Test func countsEachPatternAndTheAppsSharedCodeOnce() throws {
        let report = try report()
        let app = try #require(report.apps.first)
        #expect(app.name == "demo")
        #expect(app.sharedLines == 2)
        let mvc = app.rows[0]
        #expect((mvc.codeLines, mvc.sharedLines, mvc.libraryLines, mvc.tests, mvc.testLines) == (3, 2, 0, 3, 16))
        let tea = app.rows[1]
        #expect((tea.codeLines, tea.libraryLines, tea.library, tea.tests, tea.testLines) == (4, 3, "TEA", 1, 6))
        #expect(tea.coverage == 0.25)
    }

    @Test func costsCarryTheirRatioToMVC() throws {
        let tea = try report().rows[1]
        #expect(tea.costs.map(\.ratioToMVC) == [3, 2.5])
        #expect(try report().rows[0].costs.map(\.ratioToMVC) == [1, 1])
    }

    @Test func aPatternWhoseFolderDoesNotExistYetIsNamedNotCounted() throws {
        let report = try report()
        let later = report.rows[2]
        #expect(later.codeLines == nil)
        #expect(later.note == "Sources/Demo/Later does not exist yet")
        #expect(report.notes.contains("demo/later: Sources/Demo/Later does not exist yet"))
    }

    @Test func theJSONHasOneObjectPerAppAndPatternWithTheRequiredKeys() throws {
        let json = try report().json()
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == 3)
        let keys = [
            "app", "pattern", "codeLines", "sharedLines", "libraryLines", "tests", "testLines", "coverage", "costs",
        ]
        for key in keys {
            #expect(objects.allSatisfy { $0.keys.contains(key) }, "\(key)")
        }
        #expect(objects[2]["coverage"] is NSNull && objects[2]["codeLines"] is NSNull)
        #expect(objects[1]["coverage"] as? Double == 0.25)
        #expect(objects[0]["app"] as? String == "demo")
        let costs = try #require(objects[1]["costs"] as? [[String: Any]])
        #expect(costs.first?["ratioToMVC"] as? Double == 3)
        #expect(costs.first?["nanoseconds"] as? Double == 3_000)
        #expect(objects[0]["tests"] as? Int == 3)
    }

    @Test func theMarkdownHasATablePerAppAndTheGrid() throws {
        let markdown = MarkdownReport.render(try report())
        #expect(markdown.contains("## demo"))
        #expect(
            markdown.contains("| pattern | own | shared | library | tests | test lines | coverage | delete @ 10,000 |"))
        #expect(markdown.contains("| mvc | 3 | 2 | — | 3 | 16 | 80.0% | 20.0 µs (×1.00), 40 allocs |"))
        #expect(markdown.contains("| tea | 4 | 2 | 3 (TEA) | 1 | 6 | 25.0% | 50.0 µs (×2.50), 90 allocs |"))
        #expect(markdown.contains("| pattern | Construction | Changing the model |"))
        #expect(markdown.contains("The controller is built by the app. ([code](Sources/Demo/MVC/Controller.swift))"))
        #expect(markdown.contains("Figures from 2026-11-26T18:00:00Z, commit abc123"))
        #expect(markdown.contains("The store's save after one change at 100 items"))
    }

    @Test func oneAppCanBeShownAlone() throws {
        let report = try report().only(app: "nothing")
        #expect(report.apps.isEmpty)
    }
}
