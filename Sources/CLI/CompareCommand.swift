import ArgumentParser
import Comparison
import Foundation
import ViewKit

/// `apparch compare`: every app and pattern of `apparch list` side by side: code, shared code, library and
/// test lines counted now, coverage and cost per action from `Comparison/figures.json`, the books' figures,
/// and the five questions from the READMEs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare the patterns: lines, tests, coverage, cost per action and the five questions.",
        discussion: """
            Lines and tests are counted from the source tree (the checkout this binary was built from, or \
            --root); coverage and costs come from Comparison/figures.json, which scripts/compare regenerates \
            (it runs the tests with coverage and the benchmarks, then `apparch compare --update-figures`). A \
            figure whose pattern's files changed since it was measured is marked older than the code.
            """
    )

    /// The output formats.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case markdown, json, html
    }

    @Argument(help: "Only this app (see `apparch list`).")
    var app: AppName?

    @Option(help: "The output format.")
    var format: OutputFormat = .markdown

    @Flag(help: "Leave the five-questions grids out of the markdown (the table the README shows).")
    var withoutQuestions = false

    @Option(help: "The package root to count (default: the checkout this binary was built from).")
    var root: String?

    @Option(help: "The figures file (default: Comparison/figures.json under the root).")
    var figures: String?

    @Flag(help: "Write the figures file from --coverage and --costs instead of printing the comparison.")
    var updateFigures = false

    @Option(help: "With --update-figures: the `llvm-cov export -summary-only` JSON of a coverage run.")
    var coverage: String?

    @Option(help: "With --update-figures: the benchmarks' costs (an array of {app, pattern, action, items, …}).")
    var costs: String?

    @Option(parsing: .upToNextOption, help: "Print the code lines of the Swift files under each folder and exit.")
    var countLines: [String] = []

    /// The apps and patterns `apparch list` shows, for the comparison catalog.
    static var listedApps: [ListedApp] {
        AppCatalog.apps.map { ListedApp(name: $0.name, patterns: $0.patterns.map(\.name)) }
    }

    /// The package root this binary was built from, when its sources are still there.
    static var builtFrom: SourceTree? { SourceTree.containing(filePath: #filePath) }

    func validate() throws {
        if updateFigures && (coverage == nil || costs == nil) {
            throw ValidationError("--update-figures needs --coverage <llvm-cov export JSON> and --costs <costs.json>")
        }
        if !updateFigures && (coverage != nil || costs != nil) {
            throw ValidationError("--coverage and --costs are read only with --update-figures")
        }
        if withoutQuestions && format != .markdown {
            throw ValidationError("--without-questions applies to --format markdown only; drop it")
        }
    }

    func run() throws {
        do {
            if !countLines.isEmpty {
                let tree = SourceTree(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                for folder in countLines { print("\(try tree.codeLines(in: [folder]))\t\(folder)") }
                return
            }
            let tree = root.map { SourceTree(root: URL(fileURLWithPath: $0)) } ?? Self.builtFrom
            if let tree, !tree.exists("Package.swift") {
                throw ValidationError("\(tree.root.path) holds no Package.swift; pass the package root with --root")
            }
            if updateFigures {
                guard let tree else { throw ValidationError("no source tree to measure: pass --root") }
                try writeFigures(tree: tree)
                return
            }
            print(
                try Self.output(
                    app: app, format: format, tree: tree, figuresPath: figures, questions: !withoutQuestions),
                terminator: "")
        } catch let error as ComparisonError {
            throw ValidationError(error.description)
        }
    }

    /// The comparison of `app` (nil: every app) in `format`, counted in `tree` beside the figures at
    /// `figuresPath` (default: the tree's `Comparison/figures.json`; none recorded when it is absent).
    static func output(
        app: AppName?, format: OutputFormat, tree: SourceTree?, figuresPath: String?, questions: Bool = true
    ) throws -> String {
        var report = try report(tree: tree, figuresPath: figuresPath)
        if let app { report = report.only(app: app.rawValue) }
        switch format {
        case .markdown: return MarkdownReport.render(report, questions: questions)
        case .json: return try report.json() + "\n"
        case .html: return ComparisonPage.html(report)
        }
    }

    /// Every app and pattern, counted in `tree` beside the figures at `figuresPath` (default: the tree's
    /// `Comparison/figures.json`; none recorded when it is absent).
    static func report(tree: SourceTree?, figuresPath: String?) throws -> ComparisonReport {
        let entries = try ComparisonCatalog.entries(for: listedApps)
        let path = figuresPath ?? tree.map { $0.root.appendingPathComponent(FiguresFile.path).path }
        var recorded: Figures?
        if let path, FileManager.default.fileExists(atPath: path) {
            recorded = try FiguresFile.decode(try Data(contentsOf: URL(fileURLWithPath: path)), source: path)
        }
        return try ComparisonReport.make(entries: entries, tree: tree, figures: recorded)
    }

    /// The `/compare` page: every app, counted in `tree` beside its recorded figures, its links into the
    /// code starting with `codeBase`.
    static func page(tree: SourceTree?, codeBase: String) throws -> String {
        ComparisonPage.html(try report(tree: tree, figuresPath: nil), codeBase: codeBase)
    }

    private func writeFigures(tree: SourceTree) throws {
        guard let coverage, let costs else { return }
        let export = try CoverageExport(
            json: try read(coverage), root: tree.root.standardizedFileURL.path, source: coverage)
        let costRows = try FiguresFile.costs(from: try read(costs), source: costs)
        let figures = try FiguresFile.make(
            entries: try ComparisonCatalog.entries(for: Self.listedApps), tree: tree, coverage: export,
            costs: costRows, date: ISO8601DateFormatter().string(from: Date()), commit: Self.commit(in: tree),
            machine: Self.machine)
        let target =
            self.figures.map { URL(fileURLWithPath: $0) }
            ?? tree.root.appendingPathComponent(FiguresFile.path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FiguresFile.encode(figures).write(to: target, options: .atomic)
        print("wrote \(target.path): \(figures.patterns.count) patterns, \(costRows.count) costs")
    }

    private func read(_ path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot read \(path): \(error.localizedDescription)")
        }
    }

    /// The checked-out commit of `tree` (`git rev-parse HEAD`), or "unknown" outside a git checkout.
    static func commit(in tree: SourceTree) -> String {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", tree.root.path, "rev-parse", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        do {
            try git.run()
        } catch {
            return "unknown (git could not run: \(error.localizedDescription))"
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        let commit = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !commit.isEmpty ? commit : "unknown (not a git checkout)"
    }

    /// The kind of machine: operating system, architecture and cores.
    static var machine: String {
        #if arch(x86_64)
        let architecture = "x86_64"
        #elseif arch(arm64)
        let architecture = "arm64"
        #else
        let architecture = "other"
        #endif
        #if os(Linux)
        let system = "Linux"
        #else
        let system = "macOS"
        #endif
        return "\(system) \(architecture), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }
}
