import Foundation
import RecordingsCore
import Services
import Testing
import ViewKit

/// Runs one Recordings pattern the way a host does, on a virtual clock and a temporary data directory,
/// and reads back only what a person or the disk shows: the snapshot text, the store file (through a
/// fresh ``Store`` after the app quit) and the WAV files.
///
/// The fixture is the book's tree T, written to disk with real audio: Recording 1 lasts
/// ``recording1Duration`` seconds, Recording 2 ``recording2Duration``.
@MainActor
final class RecordingsHarness {
    static let recording1Duration: TimeInterval = 5
    static let recording2Duration: TimeInterval = 3

    let pattern: AppPattern
    let directory: URL
    let clock = VirtualClock()
    let audio: SimulatedAudioBackend
    private(set) var application: Application?
    private(set) var window: Window?

    /// Prepares a data directory, with the fixture T unless `fixture` is false; call ``launch(sizeClass:)``.
    init(pattern: AppPattern, fixture: Bool = true) throws {
        self.pattern = pattern
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("recordings-conformance-\(pattern.name)-\(UUID().uuidString)")
        audio = SimulatedAudioBackend(clock: clock)
        if fixture { try Self.writeFixture(in: directory) }
    }

    /// Writes T with its audio files, then closes the store.
    static func writeFixture(in directory: URL) throws {
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
    func launch(sizeClass: SizeClass = .compact, restoring archive: RestorationArchive? = nil) throws -> Automation {
        let environment = AppEnvironment(dataDirectory: directory, clock: clock, audio: audio)
        let application = Application(delegate: try pattern.makeDelegate(environment), clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: sizeClass, restoring: archive)
        self.application = application
        self.window = window
        return Automation(window: window)
    }

    /// The automation of the main window.
    var automation: Automation {
        get throws {
            guard let window else { throw HarnessError("the app is not running") }
            return Automation(window: window)
        }
    }

    /// Opens another window on the running app (another browser tab).
    func openSecondWindow(sizeClass: SizeClass = .compact) throws -> Automation {
        guard let application else { throw HarnessError("the app is not running") }
        return Automation(window: application.openWindow(sizeClass: sizeClass))
    }

    /// Quits the app as a person would; the app saves and releases its library.
    func quit() {
        application?.terminate()
        application = nil
        window = nil
    }

    /// Saves the restorable state, quits, runs `meanwhile` (for example to change the library on disk)
    /// and launches again with the state restored.
    @discardableResult
    func restart(meanwhile: () throws -> Void = {}) throws -> Automation {
        guard let application, let window else { throw HarnessError("the app is not running") }
        let archive = application.restorableState(of: window)
        let data = try archive.map { try $0.encoded() }
        let sizeClass = window.sizeClass
        quit()
        try meanwhile()
        return try launch(sizeClass: sizeClass, restoring: try data.map(RestorationArchive.decode))
    }

    /// Opens the library with a fresh store (the app must have quit), runs `body`, and closes it.
    func withStore<Result>(_ body: (Store) throws -> Result) throws -> Result {
        let store = try Store(url: directory)
        defer { store.close() }
        return try body(store)
    }

    /// The names of the WAV files in the data directory, sorted.
    func audioFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".\(Store.audioFileExtension)") }.sorted()
    }

    /// The audio file name of a recording.
    static func audioFile(_ uuid: UUID) -> String { "\(uuid.uuidString).\(Store.audioFileExtension)" }

    /// The store document's bytes, or nil when there is none.
    func storeDocument() -> Data? {
        try? Data(contentsOf: directory.appendingPathComponent(Store.documentName))
    }

    /// Quits and deletes the data directory.
    func tearDown() {
        quit()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A harness misuse.
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
