import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsModelOwned
import RecordingsRemote
import RecordingsServer
import RecordingsServerTesting
import RecordingsTesting
import ScriptHost
import Services
import TestSupport
import ViewKit

/// The model-owned app, launched the way a host does (a virtual clock, a temporary library) against a
/// live server in the test's process, through a transport the test may make misbehave.
@MainActor
final class ClientHarness {
    let server: LiveRecordingsServer
    let directory: URL
    let clock = VirtualClock()
    let backgroundWork = BackgroundWork()
    var transport: any HTTPTransport
    private(set) var application: Application?
    private(set) var window: Window?
    private(set) var delegate: RecordingsMVCAppDelegate?
    /// Problems the app reported (alerts in a window), in order.
    private(set) var reports: [String] = []

    init(
        server: LiveRecordingsServer, transport: any HTTPTransport = URLSessionTransport(), fixture: Bool = false
    )
        throws
    {
        self.server = server
        self.transport = transport
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("model-owned-\(UUID().uuidString)")
        if fixture { try RecordingsHarness.writeFixture(in: directory) }
    }

    /// Launches the app and opens its window, then waits for its first requests.
    func launch(sizeClass: SizeClass = .compact) async throws {
        let environment = AppEnvironment(
            dataDirectory: directory, clock: clock, audio: SimulatedAudioBackend(clock: clock),
            backgroundWork: backgroundWork)
        let delegate = try RecordingsModelOwnedApp.makeDelegate(
            environment: environment, server: try RemoteLibrary(address: server.address), transport: transport)
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass)
        self.application = application
        self.delegate = delegate
        delegate.context.reportProblem = { [weak self] message in self?.reports.append(message) }
        await settle()
    }

    var library: RecordingsLibrary {
        get throws {
            guard let delegate else { throw HarnessError("the app is not running") }
            return delegate.context
        }
    }

    var webservice: LibraryWebservice {
        get throws {
            guard let webservice = (delegate?.screens as? SyncingScreens)?.remote as? LibraryWebservice else {
                throw HarnessError("the app has no web service")
            }
            return webservice
        }
    }

    var automation: Automation {
        get throws {
            guard let window else { throw HarnessError("the app is not running") }
            return Automation(window: window)
        }
    }

    var screen: String { window.map { Automation(window: $0).snapshot() } ?? "" }

    /// Waits until the app's requests are answered and shown.
    func settle() async {
        await backgroundWork.waitUntilIdle()
        clock.drain()
    }

    /// Moves the clock (retry timers fire) half a second at a time, waiting for what each step starts, as
    /// `apparch drive`'s `wait` does.
    func wait(_ seconds: TimeInterval) async {
        await settle()
        var left = seconds
        while left > 1e-9 {
            let step = min(DriverSession.waitStep, left)
            clock.advance(by: step)
            await settle()
            left -= step
        }
    }

    /// Quits as a person would: the app saves.
    func quit() async {
        application?.terminate()
        application = nil
        window = nil
        delegate = nil
        await settle()
    }

    /// The pending changes saved in `sync.json` and its journal, as kinds and names.
    func savedQueue() throws -> [String] {
        guard let state = try SyncStateFile(directory: directory).load().state else {
            throw HarnessError("nothing was saved in \(directory.path)")
        }
        return state.pending.map { "\($0.kind.rawValue) \($0.name)" }
    }

    /// Every item on the server, by path of names ("Child 1/Recording 2"), sorted.
    func serverTree() async throws -> [String] {
        let root = try await server.database.rootUUID()
        var result: [String] = []
        func visit(_ path: [UUID], _ prefix: String) async throws {
            for item in try await server.database.contents(at: path) {
                result.append(prefix + item.name + (item.isFolder ? "/" : ""))
                if item.isFolder { try await visit(path + [item.uuid], prefix + item.name + "/") }
            }
        }
        try await visit([root], "")
        return result.sorted()
    }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
