public import Foundation
import Logging
import ScriptHost
public import Services
public import ViewKit

/// One pane of a live comparison: one pattern's app on its own fresh data in a private temporary folder,
/// on its own virtual clock, served at a live mount whose tabs all show the window the script drives.
@MainActor
public final class LivePane {
    /// The pattern.
    public let pattern: AppPattern
    /// The host serving the app; a reset replaces it.
    public private(set) var host: AppHost
    /// The clock `wait` advances.
    public private(set) var clock: VirtualClock
    /// The data folder, removed when the pane closes.
    public private(set) var directory: URL
    /// The line whose step failed here, if one did: later steps do not run here.
    var failedLine: Int?

    private let key: String
    private let title: String

    /// Launches `pattern` on fresh data at `key`.
    ///
    /// - Throws: ``LiveRequestError`` when the folder cannot be made or the app cannot start.
    init(pattern: AppPattern, key: String, title: String) throws(LiveRequestError) {
        self.pattern = pattern
        self.key = key
        self.title = title
        (host, clock, directory) = try Self.launch(pattern, key: key, title: title)
    }

    /// The window the script drives and the pane's tabs show.
    public var window: Window {
        host.reserveWindow().window
    }

    /// The screen as `apparch drive` prints it.
    public var screen: String { Automation(window: window).snapshot() }

    /// Performs `step` here and updates the pane's tabs once; returns why it failed, if it did.
    func perform(_ step: ScriptStep) -> String? {
        let window = self.window
        let clock = self.clock
        return host.updatingTabs {
            do {
                try ScriptStepRunner.perform(
                    step, on: window, clock: clock,
                    restart: { throw LiveRequestError(LiveSession.restartRefusal) }, output: { _ in })
                clock.drain()
                return nil
            } catch {
                clock.drain()
                return "\(error)"
            }
        }
    }

    /// Quits the app (its tabs are told `message` and reconnect to whatever is served here next) and
    /// removes its data.
    func close(message: String) {
        host.shutdown(message: message)
        Self.remove(directory)
    }

    /// Closes the app and launches the pattern again on fresh data at the same key.
    func relaunch() throws(LiveRequestError) {
        close(message: "Starting again on fresh data…")
        failedLine = nil
        (host, clock, directory) = try Self.launch(pattern, key: key, title: title)
    }

    private static func launch(
        _ pattern: AppPattern, key: String, title: String
    ) throws(LiveRequestError) -> (AppHost, VirtualClock, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "apparch-live-" + SessionToken.make(), isDirectory: true)
        do {
            // NB: a fresh, unguessable name, created without intermediate folders and private: it fails
            // rather than reuse a folder someone else prepared.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw LiveRequestError(status: 503, "\(title) could not get a data folder: \(error.localizedDescription)")
        }
        let clock = VirtualClock()
        let mount = WebMount(
            key: key, title: title, pattern: pattern, dataDirectory: directory, seedSampleData: true)
        do {
            let host = try AppHost(mount: mount, clock: clock, idleGracePeriod: 60)
            host.drainsAfterMessages = true
            host.reserveWindow()
            clock.drain()
            return (host, clock, directory)
        } catch {
            remove(directory)
            throw LiveRequestError(status: 503, "\(title) could not start: \(error)")
        }
    }

    /// Removes a pane's data folder; a folder that cannot be removed is logged (it is private and in the
    /// temporary folder, so nothing else is at risk).
    private static func remove(_ directory: URL) {
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            Logger(label: "apparch.web").warning("a live pane's data folder could not be removed: \(error)")
        }
    }
}
