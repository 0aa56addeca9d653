import Foundation
import Services

/// The SVG plot of one action's cost per action against library size (number of items), both axes
/// logarithmic, one polyline per pattern, MVC drawn as the reference (thicker, dashed).
public enum CostPlot {
    /// The plot's size in SVG user units.
    static let width = 520.0
    static let height = 320.0
    private static let margin = (left: 86.0, right: 130.0, top: 20.0, bottom: 44.0)

    /// One pattern's line: its name and its (items, nanoseconds) points.
    public struct Series: Sendable, Equatable {
        /// The pattern.
        public let pattern: String
        /// The points, by items.
        public let points: [(items: Int, nanoseconds: Double)]

        /// Creates a series.
        public init(pattern: String, points: [(items: Int, nanoseconds: Double)]) {
            self.pattern = pattern
            self.points = points.sorted { $0.items < $1.items }
        }

        public static func == (lhs: Series, rhs: Series) -> Bool {
            lhs.pattern == rhs.pattern && lhs.points.elementsEqual(rhs.points) { $0 == $1 }
        }
    }

    /// The series of `action` in `rows`: one per pattern with positive sizes and times for it.
    public static func series(action: String, rows: [PatternRow]) -> [Series] {
        rows.compactMap { row in
            let points = row.costs.filter { $0.action == action && $0.items > 0 && $0.nanoseconds > 0 }
                .map { (items: $0.items, nanoseconds: $0.nanoseconds) }
            return points.isEmpty ? nil : Series(pattern: row.pattern, points: points)
        }
    }

    /// The plot as an `<svg>` element; nil when `series` has no point.
    public static func svg(action: String, series: [Series]) -> String? {
        let points = series.flatMap(\.points)
        let sizes = points.map { $0.items }
        let times = points.map { $0.nanoseconds }
        guard let minX = sizes.min(), let maxX = sizes.max(), let minY = times.min(), let maxY = times.max()
        else { return nil }
        let xDecades = decades(Double(minX), Double(maxX))
        let yDecades = decades(minY, maxY)
        let plotWidth = width - margin.left - margin.right
        let plotHeight = height - margin.top - margin.bottom
        let xLow = Double(xDecades.lowerBound)
        let xSpan = Double(xDecades.upperBound - xDecades.lowerBound)
        let yLow = Double(yDecades.lowerBound)
        let ySpan = Double(yDecades.upperBound - yDecades.lowerBound)
        func x(_ value: Double) -> Double {
            let fraction: Double = (log10(value) - xLow) / xSpan
            return margin.left + fraction * plotWidth
        }
        func y(_ value: Double) -> Double {
            let fraction: Double = (log10(value) - yLow) / ySpan
            return margin.top + plotHeight - fraction * plotHeight
        }
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot cost-plot\" viewBox=\"0 0 \(n(width)) \(n(height))\" "
                + "role=\"img\" data-scale=\"log-log\" aria-label=\"\(HTML.escape(action)): time per action against "
                + "library size, log-log\">",
            "<title>\(HTML.escape(action)): time per action against library size (log-log)</title>",
        ]
        for decade in xDecades.lowerBound...xDecades.upperBound {
            let position = x(pow(10, Double(decade)))
            svg.append(
                "<line class=\"grid\" x1=\"\(n(position))\" y1=\"\(n(margin.top))\" x2=\"\(n(position))\" "
                    + "y2=\"\(n(margin.top + plotHeight))\" stroke=\"#ddd\"/>")
            svg.append(
                "<text class=\"tick x-tick\" x=\"\(n(position))\" y=\"\(n(margin.top + plotHeight + 16))\" "
                    + "text-anchor=\"middle\" font-size=\"11\">\(Format.count(Int(pow(10, Double(decade)))))</text>")
        }
        for decade in yDecades.lowerBound...yDecades.upperBound {
            let position = y(pow(10, Double(decade)))
            svg.append(
                "<line class=\"grid\" x1=\"\(n(margin.left))\" y1=\"\(n(position))\" x2=\"\(n(margin.left + plotWidth))\" "
                    + "y2=\"\(n(position))\" stroke=\"#ddd\"/>")
            svg.append(
                "<text class=\"tick y-tick\" x=\"\(n(margin.left - 6))\" y=\"\(n(position + 4))\" text-anchor=\"end\" "
                    + "font-size=\"11\">\(Format.duration(pow(10, Double(decade))))</text>")
        }
        svg.append(
            "<text class=\"axis-label\" x=\"\(n(margin.left + plotWidth / 2))\" y=\"\(n(height - 6))\" "
                + "text-anchor=\"middle\" font-size=\"12\">items in the library (log)</text>")
        let middle = margin.top + plotHeight / 2
        svg.append(
            "<text class=\"axis-label\" x=\"14\" y=\"\(n(middle))\" transform=\"rotate(-90 14 \(n(middle)))\" "
                + "text-anchor=\"middle\" font-size=\"12\">time per action (log)</text>")
        for (index, line) in series.enumerated() {
            let reference = line.pattern == "mvc"
            let coordinates = line.points.map { "\(n(x(Double($0.items)))),\(n(y($0.nanoseconds)))" }
            let color = palette[index % palette.count]
            svg.append(
                "<polyline class=\"series\(reference ? " reference" : "")\" data-pattern=\"\(HTML.escape(line.pattern))\" "
                    + "points=\"\(coordinates.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" "
                    + "stroke-width=\"\(reference ? 3 : 1.5)\"\(reference ? " stroke-dasharray=\"6 3\"" : "")/>")
            let legendX = margin.left + plotWidth + 12
            let legendY = margin.top + 8 + Double(index) * 18
            svg.append(
                "<line x1=\"\(n(legendX))\" y1=\"\(n(legendY))\" x2=\"\(n(legendX + 18))\" y2=\"\(n(legendY))\" "
                    + "stroke=\"\(color)\" stroke-width=\"\(reference ? 3 : 1.5)\""
                    + "\(reference ? " stroke-dasharray=\"6 3\"" : "")/>")
            svg.append(
                "<text class=\"series-label\" x=\"\(n(legendX + 24))\" y=\"\(n(legendY + 4))\" font-size=\"11\">"
                    + "\(HTML.escape(line.pattern))\(reference ? " (reference)" : "")</text>")
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n")
    }

    /// Colours for the patterns' lines, in order.
    static let palette = ["#1f4e99", "#c0392b", "#27ae60", "#8e44ad", "#d68910", "#16a085", "#7f8c8d", "#2c3e50"]

    /// The whole powers of ten that enclose `low...high`.
    private static func decades(_ low: Double, _ high: Double) -> ClosedRange<Int> {
        let lower = Int(floor(log10(low)))
        let upper = max(lower + 1, Int(ceil(log10(high))))
        return lower...upper
    }

    /// A coordinate with at most one decimal.
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }
}
