import Foundation

/// How the tables write numbers: grouped counts, durations in the fitting unit, ratios and percentages.
enum Format {
    /// `1234` as `1,234`.
    static func count(_ value: Int) -> String {
        let digits = String(abs(value))
        var groups: [String] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(String(digits[start..<end]), at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// Nanoseconds as `850 ns`, `12.3 µs`, `4.56 ms` or `1.20 s`.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    /// A ratio as `×1.05`.
    static func ratio(_ value: Double) -> String { String(format: "×%.2f", value) }

    /// A fraction as `87.5%`.
    static func percent(_ fraction: Double) -> String { String(format: "%.1f%%", fraction * 100) }

    /// A cost as the tables show it: time, ratio to MVC when known, allocations.
    static func cost(_ cost: PatternRow.CostFigure) -> String {
        var text = duration(cost.nanoseconds)
        if let ratio = cost.ratioToMVC { text += " (\(Format.ratio(ratio)))" }
        return text + ", " + count(Int(cost.mallocs.rounded())) + " allocs"
    }

    /// The book's figure as a cell: app lines, then test lines.
    static func book(_ figure: BookFigure?) -> String {
        guard let figure else { return "—" }
        return count(figure.appLines) + (figure.testLines.map { " / " + count($0) + " tests" } ?? "")
    }
}
