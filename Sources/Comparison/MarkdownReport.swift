import Foundation

/// `apparch compare --format markdown`: a table per app (lines, tests, coverage, costs with their ratio to
/// MVC, the book's figure), the costs at every size, where the books' figures were counted, and the
/// five-questions grid.
public enum MarkdownReport {
    /// The size whose costs the main table shows (the middle of 100, 10,000 and 100,000 items).
    static let tableItems = 10_000

    /// The report as markdown; without `questions`, the five-questions grids are left out (the README's
    /// table).
    public static func render(_ report: ComparisonReport, questions: Bool = true) -> String {
        var out: [String] = []
        if let date = report.figuresDate {
            out.append(
                "Figures from \(date), commit \(report.figuresCommit?.prefix(10) ?? "?"), "
                    + "\(report.figuresMachine ?? "?"); lines and tests counted now.")
        }
        for note in report.notes { out.append("> " + note) }
        for app in report.apps {
            out.append("")
            out.append("## \(app.name)")
            out.append("")
            out += table(app)
            out.append("")
            out.append("Shared by the \(app.name) patterns, counted once: \(Format.count(app.sharedLines)) lines.")
            let costs = costTable(app)
            if !costs.isEmpty {
                out.append("")
                out += costs
            }
            let sources = app.rows.compactMap { row in row.book.map { "- \(row.pattern): \($0.source)" } }
            if !sources.isEmpty {
                out.append("")
                out.append("The book's figures (app lines / test lines) were counted in:")
                out += sources
            }
            if questions {
                out.append("")
                out += grid(app)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The actions of the app's costs that the main table shows, in first-seen order, with their size.
    static func tableActions(_ app: ComparisonReport.App) -> [(action: String, items: Int)] {
        var result: [(action: String, items: Int)] = []
        for cost in app.rows.flatMap(\.costs) {
            let items = app.rows.flatMap(\.costs).contains { $0.items == tableItems } ? tableItems : cost.items
            if cost.items == items && !result.contains(where: { $0 == (cost.action, items) }) {
                result.append((action: cost.action, items: items))
            }
        }
        return result
    }

    private static func table(_ app: ComparisonReport.App) -> [String] {
        let actions = tableActions(app)
        var header = ["pattern", "own", "shared", "library", "tests", "test lines", "coverage"]
        header += actions.map { $0.items > 0 ? "\($0.action) @ \(Format.count($0.items))" : $0.action }
        header.append("book (app / tests)")
        var lines = [row(header), row(header.map { _ in "---" })]
        for pattern in app.rows {
            var cells = [
                pattern.pattern + (pattern.olderThanCode == true ? " *" : ""),
                pattern.codeLines.map(Format.count) ?? "—",
                Format.count(pattern.sharedLines),
                pattern.library.map { "\(Format.count(pattern.libraryLines)) (\($0))" } ?? "—",
                Format.count(pattern.tests), Format.count(pattern.testLines),
                pattern.coverage.map(Format.percent) ?? "—",
            ]
            cells += actions.map { wanted in
                pattern.costs.first { $0.action == wanted.action && $0.items == wanted.items }.map(Format.cost) ?? "—"
            }
            cells.append(Format.book(pattern.book))
            lines.append(row(cells))
        }
        if app.rows.contains(where: { $0.olderThanCode == true }) {
            lines.append("")
            lines.append(
                "\\* coverage and costs are older than the code: its own files changed since they were measured.")
        }
        return lines
    }

    private static func costTable(_ app: ComparisonReport.App) -> [String] {
        let measured = app.rows.filter { !$0.costs.isEmpty }
        guard !measured.isEmpty else { return [] }
        var keys: [(String, Int)] = []
        for cost in measured.flatMap(\.costs) where !keys.contains(where: { $0 == (cost.action, cost.items) }) {
            keys.append((cost.action, cost.items))
        }
        var lines = ["Cost per action (median time, ratio to MVC, allocations):", ""]
        lines.append(row(["action", "items"] + measured.map(\.pattern)))
        lines.append(row(Array(repeating: "---", count: measured.count + 2)))
        for (action, items) in keys {
            let cells = measured.map { pattern in
                pattern.costs.first { $0.action == action && $0.items == items }.map(Format.cost) ?? "—"
            }
            lines.append(row([action, Format.count(items)] + cells))
        }
        for cost in app.appCosts {
            lines.append(
                "\nThe store's \(cost.action) after one change at \(Format.count(cost.items)) items (every pattern): "
                    + "\(Format.duration(cost.nanoseconds)), \(Format.count(Int(cost.mallocs.rounded()))) allocs.")
        }
        return lines
    }

    private static func grid(_ app: ComparisonReport.App) -> [String] {
        var lines = ["The five questions (\(app.name)):", ""]
        lines.append(row(["pattern"] + FiveQuestions.labels))
        lines.append(row(Array(repeating: "---", count: FiveQuestions.labels.count + 1)))
        for pattern in app.rows {
            let cells = FiveQuestions.labels.map { label in
                guard let answer = pattern.questions.first(where: { $0.question == label }) else { return "—" }
                return answer.sentence + (answer.link.map { " ([code](\($0)))" } ?? "")
            }
            lines.append(row([pattern.pattern] + cells))
        }
        return lines
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }
}
