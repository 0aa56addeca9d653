import ArgumentParser
import Comparison
import Foundation
import Testing
import ViewKit

@testable import AppArchCLI

/// `apparch compare` covers every app and pattern of `apparch list`, counts the repository as the
/// comparison's own counter does, and writes the figures file from a coverage export and the costs.
struct CompareCommandTests {
    @Test func everyAppAndPatternOfTheListingHasACatalogEntry() throws {
        let listed = CompareCommand.listedApps
        #expect(listed.map(\.name) == AppCatalog.apps.map(\.name))
        let entries = try ComparisonCatalog.entries(for: listed)
        #expect(entries.count == AppCatalog.apps.map(\.patterns.count).reduce(0, +))
    }

    @Test func theJSONListsEveryPatternWithTheProjectsOwnCountOfItsFolder() throws {
        let tree = try #require(CompareCommand.builtFrom)
        let json = try CompareCommand.output(app: nil, format: .json, tree: tree, figuresPath: "/nonexistent.json")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let listed = CompareCommand.listedApps.flatMap { app in app.patterns.map { "\(app.name)/\($0)" } }
        #expect(objects.map { "\($0["app"] as? String ?? "")/\($0["pattern"] as? String ?? "")" } == listed)
        for (object, entry) in zip(objects, try ComparisonCatalog.entries(for: CompareCommand.listedApps)) {
            guard entry.own.contains(where: tree.exists) else { continue }
            #expect(object["codeLines"] as? Int == (try tree.codeLines(in: entry.own, excluding: entry.ownExcluded)))
            #expect((object["tests"] as? Int ?? 0) > 0, "\(entry.app)/\(entry.pattern) has tests")
        }
    }

    @Test func oneAppAndEveryFormat() throws {
        let tree = try #require(CompareCommand.builtFrom)
        let markdown = try CompareCommand.output(app: .recordings, format: .markdown, tree: tree, figuresPath: nil)
        #expect(markdown.contains("## recordings") && !markdown.contains("## koober"))
        #expect(markdown.contains("| model-owned "))
        let html = try CompareCommand.output(app: nil, format: .html, tree: tree, figuresPath: nil)
        #expect(html.contains("id=\"app-koober\"") && html.contains("<svg"))
    }

    @Test func theReadmeTableIsTheMarkdownWithoutTheFiveQuestions() throws {
        let tree = try #require(CompareCommand.builtFrom)
        let whole = try CompareCommand.output(app: .eight, format: .markdown, tree: tree, figuresPath: nil)
        let table = try CompareCommand.output(
            app: .eight, format: .markdown, tree: tree, figuresPath: nil, questions: false)
        #expect(whole.contains("The five questions (eight)"))
        // NB: a row's name gains " *" while its recorded figures are older than its code.
        #expect(!table.contains("The five questions") && table.contains("| minimal-mvvm "))
        #expect(throws: (any Error).self) { try CompareCommand.parse(["--without-questions", "--format", "json"]) }
    }

    @Test func updateFiguresWritesTheFileFromTheCoverageAndTheCosts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = try #require(CompareCommand.builtFrom)
        let coverage = """
            {"data": [{"files": [{"filename": "\(tree.root.path)/Sources/Recordings/MVC/FolderViewController.swift",
              "summary": {"lines": {"count": 100, "covered": 75}}}]}]}
            """
        let costs = """
            [{"app": "recordings", "pattern": "mvc", "action": "delete", "items": 100, "nanoseconds": 1500,
              "mallocs": 12},
             {"app": "recordings", "pattern": "store", "action": "save", "items": 100, "nanoseconds": 900,
              "mallocs": 7}]
            """
        try Data(coverage.utf8).write(to: folder.appendingPathComponent("coverage.json"))
        try Data(costs.utf8).write(to: folder.appendingPathComponent("costs.json"))
        let output = folder.appendingPathComponent("figures.json")
        let command = try CompareCommand.parse([
            "--update-figures", "--coverage", folder.appendingPathComponent("coverage.json").path,
            "--costs", folder.appendingPathComponent("costs.json").path, "--figures", output.path,
            "--root", tree.root.path,
        ])
        try command.run()
        let figures = try FiguresFile.decode(try Data(contentsOf: output))
        let mvc = try #require(figures.figures(app: "recordings", pattern: "mvc"))
        #expect(mvc.coverage == Figures.Coverage(covered: 75, count: 100))
        #expect(mvc.costs.map(\.nanoseconds) == [1_500])
        #expect(figures.appCosts.map(\.action) == ["save"])
        #expect(figures.figures(app: "todo", pattern: "mvc")?.coverage == nil)
        #expect(!figures.commit.isEmpty && !figures.date.isEmpty && figures.machine.contains("cores"))
        let report = try CompareCommand.output(
            app: .recordings, format: .markdown, tree: tree, figuresPath: output.path)
        #expect(report.contains("75.0%"))
    }

    @Test func updateFiguresNeedsBothInputs() {
        #expect(throws: (any Error).self) { try CompareCommand.parse(["--update-figures", "--coverage", "c.json"]) }
        #expect(throws: (any Error).self) { try CompareCommand.parse(["--costs", "c.json"]) }
    }
}
