import Services

/// The `/compare` page: the comparison's tables, its two SVG plots (cost per action against library size,
/// log-log; lines per pattern beside the book's) and the five-questions grid, as a full HTML document with
/// no inline style or script (the web host's CSP forbids them): it links ``stylesheet`` at
/// `/compare/style.css` and each app's side-by-side view at `/compare/live`.
public enum ComparisonPage {
    /// Where the page expects ``stylesheet``.
    public static let stylesheetPath = "/compare/style.css"

    /// The page for `report`. Links into the code are `codeBase` followed by the path from the package root
    /// (the default, empty, makes them relative: right for a page saved at the package root).
    public static func html(_ report: ComparisonReport, codeBase: String = "") -> String {
        var out = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>Compare the patterns</title>",
            "<link rel=\"stylesheet\" href=\"\(stylesheetPath)\">", "</head>", "<body>", "<header>",
            "<h1>Compare the patterns</h1>",
        ]
        if let date = report.figuresDate {
            out.append(
                "<p class=\"figures\">Coverage and costs measured \(HTML.escape(date)) at commit "
                    + "<code>\(HTML.escape(String(report.figuresCommit?.prefix(10) ?? "?")))</code> on "
                    + "\(HTML.escape(report.figuresMachine ?? "?")); lines and tests counted now.</p>")
        }
        for note in report.notes { out.append("<p class=\"note\">\(HTML.escape(note))</p>") }
        out.append(
            "<nav><ul>"
                + report.apps.map { "<li><a href=\"#app-\($0.name)\">\(HTML.escape($0.name))</a></li>" }.joined()
                + "</ul></nav>")
        out.append("</header>")
        out.append("<main>")
        for app in report.apps { out += section(app, codeBase: codeBase) }
        out += ["</main>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The page shown when the comparison cannot be made (an unreadable figures file, say): what went
    /// wrong, in the page's own style.
    public static func failure(_ message: String) -> String {
        [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>Compare the patterns</title>", "<link rel=\"stylesheet\" href=\"\(stylesheetPath)\">", "</head>",
            "<body>", "<h1>Compare the patterns</h1>", "<p class=\"note\" role=\"alert\">\(HTML.escape(message))</p>",
            "</body>", "</html>",
        ].joined(separator: "\n") + "\n"
    }

    /// The link that runs `app`'s local patterns side by side (2 to 6 of them), or nil when it has fewer than 2.
    public static func liveLink(_ app: ComparisonReport.App) -> String? {
        let patterns = app.rows.filter(\.runsLocally).map(\.pattern).prefix(6)
        guard patterns.count >= 2 else { return nil }
        return "/compare/live?app=\(app.name)&patterns=\(patterns.joined(separator: ","))"
    }

    private static func section(_ app: ComparisonReport.App, codeBase: String) -> [String] {
        var out = ["<section class=\"app\" id=\"app-\(HTML.escape(app.name))\">", "<h2>\(HTML.escape(app.name))</h2>"]
        if let live = liveLink(app) {
            out.append("<p class=\"live\"><a href=\"\(HTML.escape(live))\">Run these patterns side by side</a></p>")
        }
        out += table(app)
        out.append(
            "<p>Shared by the patterns of \(HTML.escape(app.name)), counted once: \(Format.count(app.sharedLines)) lines.</p>"
        )
        out.append("<h3>Lines per pattern</h3>")
        out.append("<figure>" + LinesPlot.svg(app: app.name, rows: app.rows) + "</figure>")
        let actions = app.rows.flatMap(\.costs).filter { $0.items > 0 }.map(\.action)
        var seen: [String] = []
        for action in actions where !seen.contains(action) { seen.append(action) }
        if !seen.isEmpty {
            out.append("<h3>Cost per action against library size</h3>")
            for action in seen {
                if let plot = CostPlot.svg(action: action, series: CostPlot.series(action: action, rows: app.rows)) {
                    out.append(
                        "<figure>\(plot)<figcaption>\(HTML.escape(action)): median time per action against the "
                            + "number of items, log-log; MVC, the reference, dashed</figcaption></figure>")
                }
            }
        }
        let sources = app.rows.compactMap { row in row.book.map { (row.pattern, $0.source) } }
        if !sources.isEmpty {
            out.append("<h3>Where the book's figures were counted</h3><ul class=\"sources\">")
            out += sources.map { "<li><strong>\(HTML.escape($0.0))</strong>: \(HTML.escape($0.1))</li>" }
            out.append("</ul>")
        }
        out += grid(app, codeBase: codeBase)
        out.append("</section>")
        return out
    }

    private static func table(_ app: ComparisonReport.App) -> [String] {
        let actions = MarkdownReport.tableActions(app)
        var header = ["pattern", "own", "shared", "library", "tests", "test lines", "coverage"]
        header += actions.map { $0.items > 0 ? "\($0.action) @ \(Format.count($0.items))" : $0.action }
        header.append("book (app / tests)")
        var out = ["<table class=\"figures\">", "<thead><tr>" + header.map { "<th>\(HTML.escape($0))</th>" }.joined()]
        out.append("</tr></thead><tbody>")
        for row in app.rows {
            var cells = [
                Format.count(row.codeLines ?? 0), Format.count(row.sharedLines),
                row.library.map { "\(Format.count(row.libraryLines)) (\($0))" } ?? "—",
                Format.count(row.tests), Format.count(row.testLines), row.coverage.map(Format.percent) ?? "—",
            ]
            if row.codeLines == nil { cells[0] = "—" }
            cells += actions.map { wanted in
                row.costs.first { $0.action == wanted.action && $0.items == wanted.items }.map(Format.cost) ?? "—"
            }
            cells.append(Format.book(row.book))
            let stale = row.olderThanCode == true ? " class=\"stale\" title=\"older than the code\"" : ""
            out.append(
                "<tr\(stale)><th scope=\"row\">\(HTML.escape(row.pattern))</th>"
                    + cells.map { "<td>\(HTML.escape($0))</td>" }.joined() + "</tr>")
        }
        out.append("</tbody></table>")
        if app.rows.contains(where: { $0.olderThanCode == true }) {
            out.append("<p class=\"stale-note\">Marked rows: coverage and costs are older than the code.</p>")
        }
        return out
    }

    private static func grid(_ app: ComparisonReport.App, codeBase: String) -> [String] {
        var out = [
            "<h3>The five questions</h3>", "<table class=\"questions\">",
            "<thead><tr><th>pattern</th>" + FiveQuestions.labels.map { "<th>\(HTML.escape($0))</th>" }.joined()
                + "</tr></thead><tbody>",
        ]
        for row in app.rows {
            let cells = FiveQuestions.labels.map { label -> String in
                guard let answer = row.questions.first(where: { $0.question == label }) else { return "<td>—</td>" }
                let link = answer.link.map {
                    " <a class=\"code\" href=\"\(HTML.escape(codeBase + $0))\">\(HTML.escape($0))</a>"
                }
                return "<td>\(HTML.escape(answer.sentence))\(link ?? "")</td>"
            }
            out.append("<tr><th scope=\"row\">\(HTML.escape(row.pattern))</th>" + cells.joined() + "</tr>")
        }
        out.append("</tbody></table>")
        return out
    }

    /// The page's stylesheet, served at ``stylesheetPath``.
    public static let stylesheet = """
        body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 75rem; padding: 1rem; color: #222; }
        h1 { margin-bottom: 0.25rem; }
        nav ul { list-style: none; padding: 0; display: flex; gap: 1rem; }
        .note { background: #fff6d6; padding: 0.4rem 0.6rem; border-left: 3px solid #d68910; }
        table { border-collapse: collapse; margin: 0.5rem 0 1rem; font-size: 0.9rem; }
        th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: right; vertical-align: top; }
        th[scope=row], thead th:first-child { text-align: left; }
        table.questions td { text-align: left; max-width: 18rem; }
        tr.stale td { color: #8a6d00; background: #fffbea; }
        figure { margin: 0.5rem 0 1rem; }
        svg.plot { max-width: 100%; height: auto; background: #fff; border: 1px solid #eee; }
        a.code { font-family: ui-monospace, monospace; font-size: 0.8rem; }
        .live a { font-weight: 600; }
        section.app { border-top: 2px solid #1f4e99; margin-top: 2rem; }
        """
}
