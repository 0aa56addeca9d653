import Catalog
import Foundation
import ScriptHost
import Services
import Testing
import ViewKit

/// The restoration file: one window's state kept in the data folder between launches, written privately
/// and atomically, kept aside when it cannot be decoded; and a new session restoring what an old one saved.
@MainActor
struct RestorationFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-\(UUID().uuidString)")

    private func launch(restoring archive: RestorationArchive? = nil) throws -> DriverSession {
        // NB: the counter app saves its count only into an existing folder.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let clock = VirtualClock()
        return try DriverSession(
            pattern: CounterAppDelegate.pattern, environment: AppEnvironment(dataDirectory: directory, clock: clock),
            clock: clock, restoring: archive)
    }

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aMissingFileLoadsAsMissing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try RestorationFile(directory: directory).load() == .missing)
    }

    @Test func aSavedArchiveLoadsBackFromAPrivateFileNamedForTheWindow() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = RestorationFile(directory: directory)
        #expect(file.url.lastPathComponent == "restoration.json")
        let archive = RestorationArchive(
            controllers: ["nav": ["viewKit.children": Data("[\"counter\"]".utf8)]], application: ["k": Data([1])])
        try file.save(archive)
        #expect(try file.load() == .loaded(archive))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        // A later save replaces it whole.
        try file.save(RestorationArchive())
        #expect(try file.load().archive == RestorationArchive())
        #expect(files() == ["restoration.json"])
    }

    @Test func anUndecodableFileIsKeptAsideWithAMessageSayingWhere() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = RestorationFile(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: file.url)
        let result = try file.load(now: Date(timeIntervalSince1970: 1_700_000_000))
        guard case .unreadable(let keptAt, let message) = result else {
            Issue.record("the garbage loaded: \(result)")
            return
        }
        #expect(keptAt.lastPathComponent == "restoration.json.unreadable-1700000000")
        #expect(message.contains(file.url.path) && message.contains(keptAt.path))
        #expect(message.contains("starts at its first screen"))
        #expect(result.archive == nil)
        #expect(try Data(contentsOf: keptAt) == Data("not json".utf8))
        #expect(files() == ["restoration.json.unreadable-1700000000"])
    }

    @Test func aFileThatCannotBeReadAtAllThrowsAndIsLeftInPlace() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = RestorationFile(directory: directory)
        // NB: a folder in the file's place: reading it fails for every user, root included.
        try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
        #expect(throws: PersistenceError.self) { try file.load() }
        #expect(files() == ["restoration.json"])
    }

    @Test func removingDeletesTheFileAndIsHarmlessWhenThereIsNone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = RestorationFile(directory: directory)
        try file.remove()
        try file.save(RestorationArchive())
        try file.remove()
        #expect(try file.load() == .missing)
    }

    @Test func aNewSessionRestoresWhatTheLastOneSavedThroughTheFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try launch()
        let outcome = await first.run(try ScriptParser.parse("tap \"Increment\"\nselect \"Row 2\""), output: { _ in })
        #expect(outcome == .success)
        let state = try #require(first.restorableState())
        first.quit()
        let file = RestorationFile(directory: directory)
        try file.save(state)

        let second = try launch(restoring: try file.load().archive)
        defer { second.quit() }
        #expect(second.snapshot().contains("Detail of Row 2"))
        try second.perform(.back, output: { _ in })
        #expect(second.snapshot().contains("Count: 1"))
    }

    @Test func theCatalogSavesNoWindowStateSoItsNextLaunchStartsAtTheList() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock()
        let session = try DriverSession(
            pattern: CatalogApp.pattern, environment: AppEnvironment(dataDirectory: directory, clock: clock),
            clock: clock)
        defer { session.quit() }
        #expect(session.restorableState() == nil)
    }
}
