public import Foundation
public import RecordingsCore
import ScriptHost
public import Services
public import ViewKit

/// The conformance harness: runs one Recordings pattern the way a host does, on a virtual clock and a temporary data directory,
/// and reads back only what a person or the disk shows: the snapshot text, the store file (through a
/// fresh ``Store`` after the app quit) and the WAV files.
///
/// The fixture is the book's tree T, written to disk with real audio: Recording 1 lasts
/// ``recording1Duration`` seconds, Recording 2 ``recording2Duration``.
///
/// ``restart(meanwhile:)`` relaunches in one of two ways (``RestartMode``): within the process, as
/// `drive`'s `restart` step does, or as a new process would, through the data folder's restoration file.
@MainActor
public final class RecordingsHarness {
    public static let recording1Duration: TimeInterval = 5
    public static let recording2Duration: TimeInterval = 3

    /// How ``restart(meanwhile:)`` relaunches the app.
    public enum RestartMode: Sendable, CaseIterable {
        /// The archive stays in memory; the new instance runs on the same clock and audio backend (the
        /// `restart` step of `apparch drive`).
        case inProcess
        /// As the next `apparch drive` process: the archive is saved through ``ScriptHost/RestorationFile``
        /// in the data folder, everything of the old launch is dropped (application, clock, audio backend),
        /// and a fresh ``ScriptHost/DriverSession`` launches reading the file back.
        case newProcess
    }

    public let pattern: AppPattern
    public let directory: URL
    /// How ``restart(meanwhile:)`` relaunches.
    public let restartMode: RestartMode
    /// The clock of the running launch; a ``RestartMode/newProcess`` restart replaces it.
    public private(set) var clock = VirtualClock()
    /// The audio backend of the running launch; a ``RestartMode/newProcess`` restart replaces it.
    public private(set) var audio: SimulatedAudioBackend
    public private(set) var application: Application?
    public private(set) var window: Window?
    /// The session of a launch made by a ``RestartMode/newProcess`` restart, kept for its lifetime.
    private var session: DriverSession?

    /// Prepares a data directory, with the fixture T unless `fixture` is false; call ``launch(sizeClass:)``.
    public init(pattern: AppPattern, fixture: Bool = true, restartMode: RestartMode = .inProcess) throws {
        self.pattern = pattern
        self.restartMode = restartMode
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("recordings-conformance-\(pattern.name)-\(UUID().uuidString)")
        audio = SimulatedAudioBackend(clock: clock)
        if fixture { try Self.writeFixture(in: directory) }
    }

    /// Writes T with its audio files, then closes the store.
    public static func writeFixture(in directory: URL) throws {
        let store = try Store(url: directory)
        defer { store.close() }
        TestingStore.populate(store)
        for (uuid, duration) in [(TestingStore.uuid3, recording1Duration), (TestingStore.uuid4, recording2Duration)] {
            let url = directory.appendingPathComponent("\(uuid.uuidString).\(Store.audioFileExtension)")
            try WAVFile.write(samples: try WAVFile.tone(frequency: 440, duration: duration), to: url)
        }
    }

    /// Launches the pattern and opens its window.
    @discardableResult
    public func launch(
        sizeClass: SizeClass = .compact, restoring archive: RestorationArchive? = nil
    ) throws -> Automation {
        let environment = AppEnvironment(dataDirectory: directory, clock: clock, audio: audio)
        let application = Application(delegate: try pattern.makeDelegate(environment), clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: sizeClass, restoring: archive)
        self.application = application
        self.window = window
        return Automation(window: window)
    }

    /// The automation of the main window.
    public var automation: Automation {
        get throws {
            guard let window else { throw HarnessError("the app is not running") }
            return Automation(window: window)
        }
    }

    /// Opens another window on the running app (another browser tab).
    public func openSecondWindow(sizeClass: SizeClass = .compact) throws -> Automation {
        guard let application else { throw HarnessError("the app is not running") }
        return Automation(window: application.openWindow(sizeClass: sizeClass))
    }

    /// Quits the app as a person would; the app saves and releases its library.
    public func quit() {
        application?.terminate()
        application = nil
        window = nil
        session = nil
    }

    /// Saves the restorable state, quits, runs `meanwhile` (for example to change the library on disk)
    /// and launches again with the state restored, the way ``restartMode`` says.
    @discardableResult
    public func restart(meanwhile: () throws -> Void = {}) throws -> Automation {
        guard let application, let window else { throw HarnessError("the app is not running") }
        let archive = application.restorableState(of: window)
        let sizeClass = window.sizeClass
        switch restartMode {
        case .inProcess:
            let data = try archive.map { try $0.encoded() }
            quit()
            try meanwhile()
            return try launch(sizeClass: sizeClass, restoring: try data.map(RestorationArchive.decode))
        case .newProcess:
            quit()
            let file = RestorationFile(directory: directory)
            if let archive { try file.save(archive) } else { try file.remove() }
            try meanwhile()
            return try launchAsNewProcess(sizeClass: sizeClass, restoringFrom: file)
        }
    }

    /// Launches as a new process would: a new clock and audio backend, and a ``ScriptHost/DriverSession``
    /// that restores what `file` holds.
    private func launchAsNewProcess(sizeClass: SizeClass, restoringFrom file: RestorationFile) throws -> Automation {
        let archive: RestorationArchive?
        switch try file.load() {
        case .missing: archive = nil
        case .loaded(let loaded): archive = loaded
        case .unreadable(_, let message): throw HarnessError(message)
        }
        clock = VirtualClock()
        audio = SimulatedAudioBackend(clock: clock)
        let environment = AppEnvironment(dataDirectory: directory, clock: clock, audio: audio)
        let session = try DriverSession(
            pattern: pattern, environment: environment, clock: clock, sizeClass: sizeClass, restoring: archive)
        self.session = session
        application = session.application
        window = session.window
        return session.automation
    }

    /// Launches the pattern a second time on the data directory, as another process would (its own clock
    /// and audio backend), while this one is not running; runs `body` against its window, then quits it.
    /// For changes "another launch" makes between two of this harness's launches.
    public func launchAnother(sizeClass: SizeClass = .compact, _ body: (Automation) throws -> Void) throws {
        guard application == nil else { throw HarnessError("quit the app first: the library is open") }
        let clock = VirtualClock()
        let environment = AppEnvironment(
            dataDirectory: directory, clock: clock, audio: SimulatedAudioBackend(clock: clock))
        let other = Application(delegate: try pattern.makeDelegate(environment), clock: clock)
        other.launch()
        defer { other.terminate() }
        try body(Automation(window: other.openWindow(sizeClass: sizeClass)))
    }

    /// Opens the library with a fresh store (the app must have quit), runs `body`, and closes it.
    public func withStore<Result>(_ body: (Store) throws -> Result) throws -> Result {
        let store = try Store(url: directory)
        defer { store.close() }
        return try body(store)
    }

    /// The names of the WAV files in the data directory, sorted.
    public func audioFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".\(Store.audioFileExtension)") }.sorted()
    }

    /// The audio file name of a recording.
    public static func audioFile(_ uuid: UUID) -> String { "\(uuid.uuidString).\(Store.audioFileExtension)" }

    /// The store document's bytes, or nil when there is none.
    public func storeDocument() -> Data? {
        try? Data(contentsOf: directory.appendingPathComponent(Store.documentName))
    }

    /// The store file's identity on disk (its inode): every save replaces the file atomically, so a
    /// different identity means the document was written, even with the same bytes; nil when there is none.
    public func storeDocumentIdentity() -> Int? {
        let path = directory.appendingPathComponent(Store.documentName).path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }

    /// A mark in the window's operation log, for ``tableOperations(since:)``.
    public func mark() -> Int { window?.operationLog.totalCount ?? 0 }

    /// The table operations since `mark`, as a person sees them and whatever table did them: "insert 1
    /// left", "delete 2 right", "move 1→2", "reload 2 fade". Pattern-neutral, so every pattern can be held
    /// to the same animations.
    public func tableOperations(since mark: Int) -> [String] {
        guard let window else { return [] }
        func rows(_ paths: [IndexPath]) -> String { paths.map { "\($0.row)" }.joined(separator: ",") }
        return window.operationLog.entries(since: mark).compactMap { operation in
            switch operation {
            case .insertRows(let paths, let animation, _): "insert \(rows(paths)) \(animation)"
            case .deleteRows(let paths, let animation, _): "delete \(rows(paths)) \(animation)"
            case .moveRow(let from, let to, _): "move \(from.row)→\(to.row)"
            case .reloadRows(let paths, let animation, _): "reload \(rows(paths)) \(animation)"
            case .reloadData: "reloadData"
            default: nil
            }
        }
    }

    /// The modal presentations since `mark`, whatever presented what: "present", "dismiss".
    public func presentationOperations(since mark: Int) -> [String] {
        guard let window else { return [] }
        return window.operationLog.entries(since: mark).compactMap { operation in
            switch operation {
            case .present: "present"
            case .dismiss: "dismiss"
            default: nil
            }
        }
    }

    /// Quits and deletes the data directory.
    public func tearDown() {
        quit()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A harness misuse.
public struct HarnessError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
