import Clocks
import RecordingsMAVB
import RecordingsMVC
import RecordingsMVVM
import RecordingsMVVMC
import RecordingsTEA
import ToDo
public import ViewKit

/// Every app the product can run, in the order `apparch list` prints them; the only place apps meet
/// hosts.
public enum AppCatalog {
    /// The apps.
    public static let apps: [AppDescriptor] = [
        ToDoApp.descriptor,
        AppDescriptor(
            name: "recordings",
            summary: "Voice memos in folders (objc.io, App Architecture)",
            patterns: [
                RecordingsMVCApp.pattern, RecordingsMVVMCApp.pattern, RecordingsMVVMApp.pattern,
                mvcvsPattern(timeTravel: false), mavbPattern, RecordingsTEAApp.pattern,
                unconfiguredNetworkPattern(
                    "controller-owned",
                    summary:
                        "MVC without a model: each screen loads what it shows from a server and owns it (chapter 5)"),
                unconfiguredNetworkPattern(
                    "model-owned",
                    summary:
                        "MVC whose store is an offline cache of a server, with a queue of pending changes (chapter 5)"),
            ]
        ),
        ClocksApp.descriptor,
        koober,
    ]

    /// The app named `name` (case-insensitive).
    public static func app(named name: String) -> AppDescriptor? {
        apps.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Resolves an app and pattern name, or explains what exists.
    public static func resolve(app name: String, pattern: String?) throws(CLIError) -> (AppDescriptor, AppPattern) {
        guard let app = app(named: name) else {
            throw CLIError("unknown app \"\(name)\"; choose one of: \(apps.map(\.name).joined(separator: ", "))")
        }
        guard let resolved = app.pattern(named: pattern) else {
            throw CLIError(
                "\(app.name) has no pattern \"\(pattern ?? "")\"; choose one of: "
                    + app.patterns.map(\.name).joined(separator: ", "))
        }
        return (app, resolved)
    }

    /// The listing `apparch list` prints: each app with its patterns.
    public static func listing() -> String {
        let width =
            max(apps.map(\.name.count).max() ?? 0, apps.flatMap(\.patterns).map { $0.name.count + 2 }.max() ?? 0) + 2
        func pad(_ text: String) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }
        var lines: [String] = []
        for app in apps {
            lines.append(pad(app.name) + app.summary)
            for pattern in app.patterns { lines.append(pad("  " + pattern.name) + pattern.summary) }
        }
        return lines.joined(separator: "\n")
    }
}
