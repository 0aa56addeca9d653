import Services

/// The SVG plot of lines per pattern: one horizontal stacked bar per pattern (own, shared, library, tests),
/// and where the books have a figure, the book sample's bar (app, tests, library) beside it.
public enum LinesPlot {
    /// The segments of our bars, in order, with their fills.
    static let segments = [("own", "#1f4e99"), ("shared", "#7fa7d9"), ("library", "#d68910"), ("tests", "#27ae60")]
    /// The segments of the book's bars, with their fills.
    static let bookSegments = [("book app", "#7f8c8d"), ("book tests", "#b7c4b7"), ("book library", "#e5c79f")]

    /// One bar: its label, whether it is ours or the book's, and its segments (name, fill, lines).
    private struct Bar {
        let label: String
        let kind: String
        let values: [(name: String, fill: String, lines: Int)]

        var total: Int { values.map { $0.lines }.reduce(0, +) }
    }

    private static func segmentValues(
        _ kinds: [(String, String)], _ lines: [Int]
    ) -> [(name: String, fill: String, lines: Int)] {
        zip(kinds, lines).map { kind, count in (name: kind.0, fill: kind.1, lines: count) }
    }

    private static let width = 640.0
    private static let labelWidth = 180.0
    private static let barHeight = 16.0
    private static let gap = 10.0

    /// The plot of `rows` as an `<svg>` element.
    public static func svg(app: String, rows: [PatternRow]) -> String {
        var bars: [Bar] = []
        for row in rows {
            let ours = [row.codeLines ?? 0, row.sharedLines, row.libraryLines, row.testLines]
            bars.append(Bar(label: row.pattern, kind: "ours", values: segmentValues(segments, ours)))
            if let book = row.book {
                let theirs = [book.appLines, book.testLines ?? 0, book.libraryLines ?? 0]
                bars.append(
                    Bar(label: "book's \(row.pattern)", kind: "book", values: segmentValues(bookSegments, theirs)))
            }
        }
        let largest = max(1, bars.map(\.total).max() ?? 1)
        let scale = (width - labelWidth - 70) / Double(largest)
        let legendHeight = 24.0
        let height = legendHeight + Double(bars.count) * (barHeight + gap) + gap
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot lines-plot\" viewBox=\"0 0 \(CostPlot.n(width)) "
                + "\(CostPlot.n(height))\" role=\"img\" aria-label=\"\(HTML.escape(app)): code lines per pattern\">",
            "<title>\(HTML.escape(app)): code lines per pattern (own, shared, library, tests) and the book's</title>",
        ]
        var legendX = 10.0
        for (name, fill) in segments + bookSegments {
            svg.append(
                "<rect x=\"\(CostPlot.n(legendX))\" y=\"4\" width=\"10\" height=\"10\" fill=\"\(fill)\"/>"
                    + "<text x=\"\(CostPlot.n(legendX + 14))\" y=\"13\" font-size=\"11\">\(name)</text>")
            legendX += 26 + Double(name.count) * 7
        }
        for (index, bar) in bars.enumerated() {
            let top = legendHeight + Double(index) * (barHeight + gap)
            svg.append(
                "<g class=\"bar \(bar.kind)\" data-pattern=\"\(HTML.escape(bar.label))\">"
                    + "<text x=\"\(CostPlot.n(labelWidth - 6))\" y=\"\(CostPlot.n(top + 12))\" text-anchor=\"end\" "
                    + "font-size=\"12\">\(HTML.escape(bar.label))</text>")
            var x = labelWidth
            for (name, fill, value) in bar.values where value > 0 {
                let length = Double(value) * scale
                svg.append(
                    "<rect class=\"segment \(name.replacingSpaces)\" x=\"\(CostPlot.n(x))\" y=\"\(CostPlot.n(top))\" "
                        + "width=\"\(CostPlot.n(length))\" height=\"\(CostPlot.n(barHeight))\" fill=\"\(fill)\">"
                        + "<title>\(name): \(Format.count(value)) lines</title></rect>")
                x += length
            }
            svg.append(
                "<text x=\"\(CostPlot.n(x + 4))\" y=\"\(CostPlot.n(top + 12))\" font-size=\"11\">"
                    + "\(Format.count(bar.total))</text></g>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }
}

extension String {
    /// The string with spaces as hyphens, for a class name.
    fileprivate var replacingSpaces: String { String(map { $0 == " " ? "-" : $0 }) }
}
