/// Compares the screens of the live view's panes, as `apparch drive` prints them (the automation
/// snapshot's text), and says which lines differ.
public enum ScreenComparison {
    /// The lines of each screen that the others do not show, in each screen's order; nil when every
    /// screen is the same text.
    ///
    /// A line differs when its screen shows it more often than another screen does. Screens that show the
    /// same lines in another order differ at the positions where they disagree.
    public static func differingLines(_ screens: [String]) -> [[String]]? {
        guard let first = screens.first, screens.contains(where: { $0 != first }) else { return nil }
        let lines = screens.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let counts = lines.map { screen in screen.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 } }
        var result: [[String]] = []
        for (index, screen) in lines.enumerated() {
            var seen: [String: Int] = [:]
            var differing: [String] = []
            for line in screen {
                seen[line, default: 0] += 1
                let fewest = counts.enumerated().filter { $0.offset != index }.map { $0.element[line] ?? 0 }.min() ?? 0
                if seen[line, default: 0] > fewest { differing.append(line) }
            }
            result.append(differing)
        }
        guard result.allSatisfy(\.isEmpty) else { return result }
        let length = lines.map(\.count).max() ?? 0
        let disagreeing = (0..<length).filter { position in
            Set(lines.map { position < $0.count ? $0[position] : "" }).count > 1
        }
        return lines.map { screen in disagreeing.compactMap { $0 < screen.count ? screen[$0] : nil } }
    }
}
