public import Foundation
public import ScriptHost
import ViewKit

/// One live comparison: 2 to 6 patterns of one app, each in its own ``LivePane``, and the script being
/// played in all of them step by step.
@MainActor
public final class LiveSession {
    /// The fewest and most panes of a comparison.
    public nonisolated static let paneLimits = 2...6
    /// The longest script accepted, in bytes.
    public nonisolated static let maximumScriptBytes = 64 * 1024
    /// The most steps a script may have.
    public nonisolated static let maximumSteps = 500
    /// The longest `wait` accepted, in seconds (a repeating timer runs once per period it passes).
    public nonisolated static let maximumWait: Double = 600
    nonisolated static let restartRefusal =
        "restart is not available in the live view (each pane's tab shows the running app); use Reset to "
        + "start again on fresh data"

    /// The session's id: the middle of its panes' mount keys (`live/<id>/<pattern>`).
    public let id: String
    /// The app.
    public let app: LiveApp
    /// The panes, in the order of the query.
    public let panes: [LivePane]
    /// When a request last used the session.
    public internal(set) var lastUsed: Date

    private var script: String?
    private var lines: [ScriptLine] = []
    private var cursor = 0

    init(id: String, app: LiveApp, panes: [LivePane], now: Date) {
        self.id = id
        self.app = app
        self.panes = panes
        lastUsed = now
    }

    /// The mount key of `pattern`'s pane in the session `id`.
    public static func key(id: String, pattern: String) -> String { "live/\(id)/\(pattern)" }

    /// Parses a script as `apparch drive` does, and checks what the live view cannot run.
    ///
    /// - Throws: ``LiveRequestError`` naming the first line that does not parse or cannot run here.
    public static func parse(_ text: String) throws(LiveRequestError) -> [ScriptLine] {
        guard text.utf8.count <= maximumScriptBytes else {
            throw LiveRequestError(status: 413, "The script is longer than \(maximumScriptBytes / 1024) KiB.")
        }
        let lines: [ScriptLine]
        do {
            lines = try ScriptParser.parse(text)
        } catch {
            throw LiveRequestError("The script does not parse: \(error.description).")
        }
        guard lines.count <= maximumSteps else {
            throw LiveRequestError("The script has \(lines.count) steps; the live view plays at most \(maximumSteps).")
        }
        for line in lines {
            switch line.step {
            case .restart:
                throw LiveRequestError("line \(line.number): \(restartRefusal).")
            case .wait(let seconds) where seconds > maximumWait:
                throw LiveRequestError(
                    "line \(line.number): the live view waits at most \(Int(maximumWait)) seconds per step.")
            default: continue
            }
        }
        return lines
    }

    /// Plays the next step of `text` in every pane (starting from its first step when the script
    /// changed); nil when every step has been played.
    ///
    /// - Throws: ``LiveRequestError`` when the script does not parse; nothing runs then.
    public func step(_ text: String) throws(LiveRequestError) -> LiveStepReport? {
        try load(text)
        guard cursor < lines.count else { return nil }
        let line = lines[cursor]
        cursor += 1
        var outcomes: [(status: String, reason: String?)] = []
        for pane in panes {
            if pane.failedLine != nil {
                outcomes.append(("stopped", nil))
            } else if let reason = pane.perform(line.step) {
                pane.failedLine = line.number
                outcomes.append(("failed", reason))
            } else {
                outcomes.append(("ok", nil))
            }
        }
        let screens = panes.map(\.screen)
        let differing = ScreenComparison.differingLines(screens)
        return LiveStepReport(
            line: line.number, source: line.source, differs: differing != nil,
            panes: panes.indices.map { index in
                LiveStepReport.Pane(
                    pattern: panes[index].pattern.name, status: outcomes[index].status,
                    reason: outcomes[index].reason, screen: screens[index],
                    differingLines: differing?[index] ?? [])
            },
            done: cursor == lines.count)
    }

    /// Plays the rest of `text` in every pane.
    ///
    /// - Throws: ``LiveRequestError`` when the script does not parse; nothing runs then.
    public func runAll(_ text: String) throws(LiveRequestError) -> [LiveStepReport] {
        var reports: [LiveStepReport] = []
        while let report = try step(text) { reports.append(report) }
        return reports
    }

    /// Relaunches every pane on fresh data; the script starts again from its first step.
    ///
    /// - Throws: ``LiveRequestError`` when a pane cannot start again.
    public func reset() throws(LiveRequestError) {
        for pane in panes { try pane.relaunch() }
        cursor = 0
    }

    /// Quits every pane's app and removes its data.
    func close(message: String) {
        for pane in panes { pane.close(message: message) }
    }

    private func load(_ text: String) throws(LiveRequestError) {
        guard text != script else { return }
        lines = try Self.parse(text)
        script = text
        cursor = 0
        for pane in panes { pane.failedLine = nil }
    }
}
