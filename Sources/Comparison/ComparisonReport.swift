import Foundation

/// The comparison of every listed app/pattern: lines and tests counted live from a source tree (or taken
/// from recorded figures when there is none), coverage and costs from the recorded figures, the books'
/// figures, and the five questions from the READMEs.
public struct ComparisonReport: Codable, Sendable, Equatable {
    /// An app's rows and what its patterns share.
    public struct App: Codable, Sendable, Equatable {
        /// The app's name.
        public let name: String
        /// Its patterns' rows, in `apparch list`'s order.
        public let rows: [PatternRow]
        /// Code lines of everything its patterns share, counted once.
        public let sharedLines: Int
        /// Costs that belong to the app rather than a pattern (the store's save).
        public let appCosts: [Cost]
    }

    /// The apps.
    public let apps: [App]
    /// The figures' date, commit and machine, or nil when none are recorded.
    public let figuresDate: String?
    /// The commit the figures were measured at.
    public let figuresCommit: String?
    /// The machine they were measured on.
    public let figuresMachine: String?
    /// What the reader should know: no figures yet, no source tree, folders that do not exist yet.
    public let notes: [String]

    /// Every row, app by app.
    public var rows: [PatternRow] { apps.flatMap(\.rows) }

    /// Counts `entries` in `tree` (nil: no source tree, so the recorded figures are all there is) beside
    /// `figures` (nil: none recorded).
    ///
    /// - Throws: ``ComparisonError`` when a source file cannot be read.
    public static func make(
        entries: [PatternSources], tree: SourceTree?, figures: Figures?
    ) throws(ComparisonError) -> ComparisonReport {
        var notes: [String] = []
        if tree == nil {
            notes.append("no source tree here: lines and tests are not counted (run from a checkout or pass --root)")
        }
        if figures?.patterns.isEmpty ?? true {
            notes.append("no figures recorded yet; run scripts/compare")
        }
        var apps: [App] = []
        var appOrder: [String] = []
        for entry in entries where !appOrder.contains(entry.app) { appOrder.append(entry.app) }
        for app in appOrder {
            let appEntries = entries.filter { $0.app == app }
            var rows: [PatternRow] = []
            for entry in appEntries {
                rows.append(try row(entry, tree: tree, figures: figures, notes: &notes))
            }
            rows = withRatios(rows)
            var shared: [String] = []
            for path in appEntries.flatMap(\.shared) where !shared.contains(path) { shared.append(path) }
            apps.append(
                App(
                    name: app, rows: rows, sharedLines: try tree?.codeLines(in: shared) ?? 0,
                    appCosts: figures?.appCosts.filter { $0.app == app } ?? []))
        }
        let recorded = figures.flatMap { $0.patterns.isEmpty ? nil : $0 }
        return ComparisonReport(
            apps: apps, figuresDate: recorded?.date, figuresCommit: recorded?.commit,
            figuresMachine: recorded?.machine, notes: notes)
    }

    private static func row(
        _ entry: PatternSources, tree: SourceTree?, figures: Figures?, notes: inout [String]
    ) throws(ComparisonError) -> PatternRow {
        let recorded = figures?.figures(app: entry.app, pattern: entry.pattern)
        var codeLines: Int?
        var note: String?
        var older: Bool?
        var questions: [QuestionAnswer] = []
        var sharedLines = 0
        var libraryLines = 0
        var tests = 0
        var testLines = 0
        if let tree {
            if entry.own.contains(where: tree.exists) {
                codeLines = try tree.codeLines(in: entry.own, excluding: entry.ownExcluded)
                if let recorded {
                    older = try tree.digest(of: entry.own, excluding: entry.ownExcluded) != recorded.digest
                }
            } else {
                note = "\(entry.own.joined(separator: ", ")) does not exist yet"
                notes.append("\(entry.app)/\(entry.pattern): \(note ?? "")")
            }
            sharedLines = try tree.codeLines(in: entry.shared)
            libraryLines = try tree.codeLines(in: entry.library)
            tests = try tree.testCount(in: entry.tests + entry.conformance)
            testLines = try tree.codeLines(in: entry.tests + entry.conformance)
            if let readme = entry.readme, tree.exists(readme) {
                questions = FiveQuestions.answers(
                    in: try tree.text(of: readme), readmePath: readme, section: entry.readmeSection)
            }
        } else if let counts = recorded?.counts {
            codeLines = counts.codeLines
            sharedLines = counts.sharedLines
            libraryLines = counts.libraryLines
            tests = counts.tests
            testLines = counts.testLines
        }
        let coverage = recorded?.coverage?.fraction
        let costs = (recorded?.costs ?? []).map {
            PatternRow.CostFigure(
                action: $0.action, items: $0.items, nanoseconds: $0.nanoseconds, mallocs: $0.mallocs, ratioToMVC: nil)
        }
        return PatternRow(
            app: entry.app, pattern: entry.pattern, codeLines: codeLines, sharedLines: sharedLines,
            libraryLines: libraryLines, library: entry.libraryName, tests: tests, testLines: testLines,
            coverage: coverage, costs: costs, olderThanCode: older,
            book: BookFigures.figure(app: entry.app, pattern: entry.pattern), questions: questions, note: note,
            folders: entry.own, runsLocally: entry.runsLocally)
    }

    /// The rows with each cost's ratio to the same action and size of the app's `mvc` row.
    private static func withRatios(_ rows: [PatternRow]) -> [PatternRow] {
        guard let mvc = rows.first(where: { $0.pattern == "mvc" }) else { return rows }
        return rows.map { row in
            let costs = row.costs.map { cost in
                let reference = mvc.costs.first { $0.action == cost.action && $0.items == cost.items }
                return PatternRow.CostFigure(
                    action: cost.action, items: cost.items, nanoseconds: cost.nanoseconds, mallocs: cost.mallocs,
                    ratioToMVC: reference.flatMap { $0.nanoseconds > 0 ? cost.nanoseconds / $0.nanoseconds : nil })
            }
            return PatternRow(
                app: row.app, pattern: row.pattern, codeLines: row.codeLines, sharedLines: row.sharedLines,
                libraryLines: row.libraryLines, library: row.library, tests: row.tests, testLines: row.testLines,
                coverage: row.coverage, costs: costs, olderThanCode: row.olderThanCode, book: row.book,
                questions: row.questions, note: row.note, folders: row.folders, runsLocally: row.runsLocally)
        }
    }

    /// The report restricted to `app`.
    public func only(app: String) -> ComparisonReport {
        ComparisonReport(
            apps: apps.filter { $0.name == app }, figuresDate: figuresDate, figuresCommit: figuresCommit,
            figuresMachine: figuresMachine,
            notes: notes.filter { !$0.contains("/") || $0.hasPrefix(app + "/") })
    }

    /// `--format json`: one object per app and pattern (``PatternRow``), pretty-printed with sorted keys.
    ///
    /// - Throws: ``ComparisonError/malformed(_:_:)`` when a figure is not a finite number.
    public func json() throws(ComparisonError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(rows), as: UTF8.self)
        } catch {
            throw .malformed("the report", "cannot write it as JSON: \(error)")
        }
    }
}
