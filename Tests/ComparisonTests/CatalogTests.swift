import Comparison
import Testing

struct CatalogTests {
    @Test func aListedPatternWithNoEntryIsAnErrorThatSaysWhereToAddIt() {
        let listed = [ListedApp(name: "recordings", patterns: ["mvc", "brand-new"])]
        #expect(throws: ComparisonError.missingEntry(app: "recordings", pattern: "brand-new")) {
            try ComparisonCatalog.entries(for: listed)
        }
        #expect(
            ComparisonError.missingEntry(app: "a", pattern: "b").description
                .contains("Sources/Comparison/ComparisonCatalog.swift"))
    }

    @Test func entriesComeInTheListedOrder() throws {
        let listed = [
            ListedApp(name: "koober", patterns: ["redux", "mvvm"]), ListedApp(name: "todo", patterns: ["mvc"]),
        ]
        let entries = try ComparisonCatalog.entries(for: listed)
        #expect(entries.map { "\($0.app)/\($0.pattern)" } == ["koober/redux", "koober/mvvm", "todo/mvc"])
    }

    @Test func everyEntryOfTheRepositoryPointsAtFoldersThatExist() throws {
        let root = try #require(SourceTree.containing(filePath: #filePath))
        for entry in ComparisonCatalog.entries where entry.app != "eight" || root.exists("Sources/Eight") {
            for path in entry.own + entry.shared + entry.library + entry.tests + entry.conformance {
                #expect(root.exists(path), "\(entry.app)/\(entry.pattern): \(path)")
            }
            if let readme = entry.readme { #expect(root.exists(readme), "\(entry.app)/\(entry.pattern): \(readme)") }
        }
    }

    @Test func theLibrariesAreThePatternsOwn() throws {
        let library = { (app: String, pattern: String) in ComparisonCatalog.entry(app: app, pattern: pattern)?.library }
        #expect(library("recordings", "mvc") == [])
        #expect(library("recordings", "tea") == ["Sources/Patterns/TEA"])
        #expect(library("recordings", "mvvmc") == ["Sources/Patterns/Bindings"])
        #expect(library("recordings", "mvcvs") == ["Sources/Patterns/ViewStateStore"])
        #expect(library("recordings", "mavb") == ["Sources/Patterns/MAVB"])
        #expect(library("koober", "redux")?.first == "Sources/Patterns/Redux")
        #expect(library("koober", "elements")?.first == "Sources/Patterns/Elements")
        #expect(library("clocks", "viewstate") == ["Sources/Patterns/ViewStateStore"])
        #expect(ComparisonCatalog.entry(app: "todo", pattern: "mvc")?.ownExcluded == ["Sources/ToDo/Model"])
    }
}
