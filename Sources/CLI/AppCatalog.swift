import Clocks
import EightApp
import RecordingsMVC
import RecordingsMVCBasic
import RecordingsMVCBindings
import RecordingsMVCCoordinator
import RecordingsMVCDeclarative
import RecordingsMVCDisplayState
import RecordingsMVVM
import RecordingsMVVMC
import RecordingsTEA
import ToDo
public import ViewKit

/// Every app the product can run, in the order `apparch list` prints them; the only place apps meet
/// hosts.
public enum AppCatalog {
    /// The apps, in ``AppName``'s order, each listing its patterns in ``AppName/patterns``' order.
    public static let apps: [AppDescriptor] = AppName.allCases.map(descriptor(of:))

    /// The entry of `app`: its name, summary and patterns with their default options.
    public static func descriptor(of app: AppName) -> AppDescriptor {
        switch app {
        case .todo: ToDoApp.descriptor
        case .recordings: recordings
        case .clocks: ClocksApp.descriptor
        case .koober: koober
        case .eight: EightApp.descriptor
        }
    }

    /// The app named `name` (case-insensitive).
    public static func app(named name: String) -> AppDescriptor? {
        AppName(named: name).map(descriptor(of:))
    }

    /// The pattern `app` lists under `pattern`'s name, with its default options.
    ///
    /// - Throws: ``CLIError`` when the app does not list the pattern.
    static func listedPattern(app: AppName, pattern: PatternName) throws(CLIError) -> AppPattern {
        guard let listed = descriptor(of: app).pattern(named: pattern.rawValue) else {
            throw CLIError(
                "\(app.rawValue) has no pattern \"\(pattern.rawValue)\"; choose one of: "
                    + app.patterns.map(\.rawValue).joined(separator: ", "))
        }
        return listed
    }

    /// Recordings' entry: the book's patterns, then the networking chapter's clients, which need a server.
    private static let recordings = AppDescriptor(
        name: AppName.recordings.rawValue,
        summary: "Voice memos in folders (objc.io, App Architecture)",
        patterns: [
            RecordingsMVCApp.pattern, RecordingsMVVMCApp.pattern, RecordingsMVVMApp.pattern,
            mvcvsPattern(timeTravel: false), mavbPattern, RecordingsTEAApp.pattern,
            unconfiguredNetworkPattern(
                .controllerOwned,
                summary: "MVC without a model: each screen loads what it shows from a server and owns it (chapter 5)"),
            unconfiguredNetworkPattern(
                .modelOwned,
                summary:
                    "MVC whose store is an offline cache of a server, with a queue of pending changes (chapter 5)"),
            // Chapter 3's MVC as first presented, then the chapters' lessons applied to it, each built on it
            // through its screen factory.
            RecordingsMVCBasicApp.pattern, RecordingsMVCCoordinatorApp.pattern, RecordingsMVCDisplayStateApp.pattern,
            RecordingsMVCBindingsApp.pattern, RecordingsMVCDeclarativeApp.pattern,
        ]
    )

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
