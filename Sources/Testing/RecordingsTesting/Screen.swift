import Foundation
import RecordingsCore
public import ViewKit

/// Reads the snapshot text the way a person reads the screen: rows, navigation titles, labels, alerts.
///
/// Only the snapshot format is used, never a pattern's objects, so every pattern is read alike.
@MainActor
public struct Screen {
    public let text: String

    public init(_ automation: Automation) {
        text = automation.snapshot()
    }

    public var lines: [String] { text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }

    /// The texts of the table rows shown, in order, without selection marks, accessories and the
    /// model-owned client's note about a change the server has not confirmed (" — ⇡ …"): offline, that
    /// client shows the same rows as every pattern, each marked until the server has it.
    public var rows: [String] {
        lines.compactMap { line in
            var rest = Substring(line)
            if rest.hasPrefix("⊖ ") { rest = rest.dropFirst(2) }
            guard rest.hasPrefix("- ") || rest.hasPrefix("> ") else { return nil }
            rest = rest.dropFirst(2)
            if let accessory = rest.range(of: "  ›", options: .backwards), accessory.upperBound == rest.endIndex {
                rest = rest[..<accessory.lowerBound]
            }
            if let note = rest.range(of: " — ⇡ ") { rest = rest[..<note.lowerBound] }
            return String(rest)
        }
    }

    /// The titles of the navigation bars shown, outermost first.
    public var navigationTitles: [String] {
        lines.compactMap { line in
            guard line.hasPrefix("nav \"") else { return nil }
            let rest = line.dropFirst(5)
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// The navigation bar lines shown.
    public var navigationBars: [String] { lines.filter { $0.hasPrefix("nav \"") } }

    /// Whether a line reads exactly `text` (a label, say).
    public func showsLine(_ text: String) -> Bool { lines.contains(text) }

    /// Whether the screen shows `text` anywhere.
    public func shows(_ text: String) -> Bool { self.text.contains(text) }

    /// The value of the slider labelled `label`.
    public func sliderValue(_ label: String) -> Double? {
        sliderNumbers(label)?.value
    }

    /// The maximum of the slider labelled `label`.
    public func sliderMaximum(_ label: String) -> Double? {
        sliderNumbers(label)?.maximum
    }

    private func sliderNumbers(_ label: String) -> (value: Double, maximum: Double)? {
        let prefix = "slider \"\(label)\": "
        guard let line = lines.first(where: { $0.hasPrefix(prefix) }) else { return nil }
        // "slider "Progress": 1.5 of 0…5"
        let parts = line.dropFirst(prefix.count).split(separator: " ")
        guard parts.count >= 3, let value = Double(parts[0]),
            let maximum = parts[2].split(separator: "…").last.flatMap({ Double($0) })
        else { return nil }
        return (value, maximum)
    }

    /// The mini player's line without its label ("(Recording 1)  (Pause)  progress 40%"), or nil when no
    /// mini player is shown.
    public var miniPlayer: String? {
        let prefix = "\(RecordingsStrings.nowPlaying): "
        return lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// The title of the alert shown, if any.
    public var alertTitle: String? {
        guard let line = lines.first(where: { $0.hasPrefix("alert \"") }) else { return nil }
        let rest = line.dropFirst(7)
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
