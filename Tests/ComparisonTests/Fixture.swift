import Comparison
import Foundation

/// The test fixtures: a folder of Swift files for the line counter, a small package tree with two patterns,
/// an llvm-cov export and a costs file.
enum Fixture {
    /// The `Fixtures` folder beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixture package tree.
    static let tree = SourceTree(root: folder.appendingPathComponent("Tree"))

    /// The line-counting fixtures, as a tree rooted at the `Fixtures` folder.
    static let lineCounting = SourceTree(root: folder)

    /// The fixture tree's two patterns, as the comparison catalog describes the real ones.
    static let entries = [
        PatternSources(
            app: "demo", pattern: "mvc", own: ["Sources/Demo/MVC"], shared: ["Sources/Demo/Core"],
            tests: ["Tests/DemoMVCTests"], conformance: ["Tests/DemoConformanceTests"],
            readme: "Sources/Demo/README.md", readmeSection: "MVC"),
        PatternSources(
            app: "demo", pattern: "tea", own: ["Sources/Demo/TEA"], shared: ["Sources/Demo/Core"],
            library: ["Sources/Patterns/TEA"], libraryName: "TEA", tests: [],
            conformance: ["Tests/DemoConformanceTests"], readme: "Sources/Demo/README.md", readmeSection: "TEA"),
        PatternSources(
            app: "demo", pattern: "later", own: ["Sources/Demo/Later"], shared: ["Sources/Demo/Core"], tests: [],
            readme: nil),
    ]

    /// The contents of the fixture file `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Figures made from the fixture coverage and costs.
    static func figures() throws -> Figures {
        try FiguresFile.make(
            entries: entries, tree: tree,
            coverage: try CoverageExport(json: try data("coverage.json"), root: "/elsewhere/checkout", source: "c"),
            costs: try FiguresFile.costs(from: try data("costs.json"), source: "costs.json"),
            date: "2026-11-26T18:00:00Z", commit: "abc123", machine: "Linux x86_64, 2 cores")
    }
}
