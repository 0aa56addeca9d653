public import Foundation
public import KooberKit
import ScriptHost
public import Services
public import ViewKit

/// The Koober conformance harness: runs one Koober pattern the way `apparch drive` does (a virtual clock,
/// a throwaway data folder, requests to a server settled before each step) and reads back only what a
/// person sees, the screen and the window's presentations, and what the disk holds.
///
/// Every architecture of Koober (MVVM, Redux, Elements) runs the same scripts through it, so the suite
/// is written once:
///
/// ```swift
/// let harness = try await KooberHarness(subject: .mvvm)
/// try await harness.run(#"tap "Sign In""#)
/// #expect(harness.screen.contains("Email"))
/// ```
@MainActor
public final class KooberHarness {
    /// The pattern under test, made for the options a test needs.
    public let subject: KooberSubject
    /// The options of the current launch.
    public private(set) var options: KooberOptions
    /// The data folder (deleted by ``tearDown()``).
    public let directory: URL
    /// The clock everything runs on.
    public let clock = VirtualClock()
    /// Requests to Koober Cloud go here (a test's transport, or the network).
    public let transport: (any HTTPTransport)?
    private var session: DriverSession?
    private let environment: AppEnvironment

    /// Prepares a data folder and launches `subject` with `options` (by default: the hierarchy, a file
    /// store, the fakes, sequential error ids). `prepare` runs on the folder before the launch (to leave
    /// a session file there, say).
    ///
    /// - Throws: what the folder or the launch throws.
    public init(
        subject: KooberSubject, options: KooberOptions = KooberOptions(ids: .sequential()),
        transport: (any HTTPTransport)? = nil, prepare: (URL) throws -> Void = { _ in }
    ) async throws {
        self.subject = subject
        self.options = options
        self.transport = transport
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("koober-conformance-\(subject.name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        environment = AppEnvironment(dataDirectory: directory, clock: clock)
        try prepare(directory)
        try await launch()
    }

    /// Launches (or relaunches) the pattern with the current options, restoring `archive` into the window
    /// when given.
    public func launch(restoring archive: RestorationArchive? = nil) async throws {
        session?.quit()
        let pattern = subject.makePattern(options, transport)
        let session = try DriverSession(
            pattern: pattern, environment: environment, clock: clock, restoring: archive)
        self.session = session
        await session.settle()
    }

    /// Quits and launches again on the same folder, with `options` when given (a process restart).
    public func restart(options newOptions: KooberOptions? = nil) async throws {
        if let newOptions { options = newOptions }
        try await launch()
    }

    /// Ends the app as the system ends one in the background and launches it again restoring what it
    /// left (the window's restorable state taken before it quits), on the same folder, with `options`
    /// when given.
    ///
    /// - Returns: the archive the relaunch restored (nil when the app saved none).
    @discardableResult
    public func relaunchRestoring(options newOptions: KooberOptions? = nil) async throws -> RestorationArchive? {
        let archive = session?.restorableState()
        if let newOptions { options = newOptions }
        try await launch(restoring: archive)
        return archive
    }

    /// Quits and launches again on the same folder restoring `archive` (one another launch, another
    /// pattern, or a test made).
    public func relaunch(restoring archive: RestorationArchive?) async throws {
        try await launch(restoring: archive)
    }

    /// The window's restorable state now (nil when the app saves none).
    public func restorableState() -> RestorationArchive? { session?.restorableState() }

    /// Runs `script` (the `apparch drive` language), settling after each step.
    ///
    /// - Throws: ``KooberHarnessError`` with the failing line, the reason and the screen at that moment.
    public func run(_ script: String) async throws {
        let session = try runningSession()
        let lines = try ScriptParser.parse(script)
        let outcome = await session.run(lines, output: { _ in })
        switch outcome {
        case .success: return
        case .failure(let line, let step, let reason, let snapshot):
            throw KooberHarnessError("line \(line) `\(step)`: \(reason)\n\(snapshot)")
        case .interrupted(let line):
            throw KooberHarnessError("interrupted at line \(line)")
        }
    }

    /// What the window shows now.
    public var screen: String { session?.snapshot() ?? "" }

    /// Whether the window shows `text` anywhere.
    public func shows(_ text: String) -> Bool { screen.contains(text) }

    /// The running window.
    public var window: Window? { session?.window }

    /// A mark in the window's operation log, for ``presentations(since:)``.
    public func mark() -> Int { session?.window.operationLog.totalCount ?? 0 }

    /// The modal presentations and pushes since `mark`, as "present X", "dismiss X", "push X", "pop X".
    public func presentations(since mark: Int) -> [String] {
        guard let window = session?.window else { return [] }
        return window.operationLog.entries(since: mark).compactMap { operation in
            switch operation {
            case .present(let name, _): "present \(name)"
            case .dismiss(let name, _): "dismiss \(name)"
            case .push(let name, _): "push \(name)"
            case .pop(let names, _, _): "pop \(names.joined(separator: ","))"
            default: nil
            }
        }
    }

    /// The saved session file (the file store's).
    public var sessionFile: URL { directory.appendingPathComponent(FileUserSessionDataStore.fileName) }

    /// The names of the files in the data folder, sorted.
    public func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// The running app's delegate.
    public var delegate: (any ApplicationDelegate)? { session?.application.delegate }

    /// Quits the app and deletes the data folder.
    public func tearDown() {
        session?.quit()
        session = nil
        try? FileManager.default.removeItem(at: directory)
    }

    private func runningSession() throws(KooberHarnessError) -> DriverSession {
        guard let session else { throw KooberHarnessError("the app is not running") }
        return session
    }
}
