import Foundation
import RecordingsCore
import Services
import TestSupport
import Testing

/// The one launch path every pattern's app delegate uses.
@MainActor
@Suite struct RecordingsLibraryTests {
    let clock = VirtualClock()

    func writeTake(_ uuid: UUID, in directory: URL) throws {
        try WAVFile.write(samples: WAVFile.tone(frequency: 440, duration: 0.1), to: takeURL(uuid, in: directory))
    }

    func takeURL(_ uuid: UUID, in directory: URL) -> URL {
        directory.appendingPathComponent("\(uuid.uuidString).\(Store.audioFileExtension)")
    }

    @Test func aTakeThatWasNeverNamedIsRemovedAtTheNextLaunch() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let kept = UUID()
        do {
            let library = try RecordingsLibrary(
                dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
            try writeTake(kept, in: directory.url)
            library.store.rootFolder.add(Recording(name: "Kept", uuid: kept))
            // The process dies with the name prompt up: this take belongs to no recording.
            try writeTake(UUID(), in: directory.url)
            try Data("notes".utf8).write(to: directory.url.appendingPathComponent("notes.txt"))
            library.store.close()
        }
        let relaunched = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
        #expect(directory.fileNames().filter { $0.hasSuffix(".wav") } == ["\(kept.uuidString).wav"])
        #expect(directory.fileNames().contains("notes.txt"))
        #expect(relaunched.store.rootFolder.contents.map(\.name) == ["Kept"])
    }

    /// A server stopped (even by `kill -9`) while a named take's upload was on its way left the take in the
    /// store, its mark and maybe a partial upload on disk: the next launch removes the take, tells the
    /// person, and leaves no trace; a marked take whose file did arrive keeps both; a marked file without a
    /// take is an orphan. Store and files agree afterwards.
    @Test func aTakeWhoseUploadNeverLandedIsRemovedAtTheNextLaunch() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let (lost, landed, unnamed, plain) = (UUID(), UUID(), UUID(), UUID())
        do {
            let library = try RecordingsLibrary(
                dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
            defer { library.store.close() }
            for uuid in [lost, landed, unnamed] { try PendingAudio.begin(takeURL(uuid, in: directory.url)) }
            library.store.rootFolder.add(Recording(name: "Lost", uuid: lost))
            library.store.rootFolder.add(Recording(name: "Landed", uuid: landed))
            library.store.rootFolder.add(Recording(name: "Plain", uuid: plain))
            try writeTake(landed, in: directory.url)
            try writeTake(unnamed, in: directory.url)
            let partial = ".\(lost.uuidString).wav.\(UUID().uuidString).tmp"
            try Data("RIFF".utf8).write(to: directory.url.appendingPathComponent(partial))
        }
        let relaunched = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
        defer { relaunched.close() }
        #expect(relaunched.store.rootFolder.contents.map(\.name) == ["Landed", "Plain"])
        let takeFiles = directory.fileNames().filter { name in
            [lost, landed, unnamed, plain].contains { name.contains($0.uuidString) }
        }
        #expect(takeFiles == ["\(landed.uuidString).wav"])
        #expect(relaunched.takePendingNotices().contains { $0.contains("“Lost”") })
    }

    /// A graceful stop settles at close what a launch would: the take whose upload is still missing goes.
    @Test func closingRemovesATakeWhoseUploadIsStillMissing() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let lost = UUID()
        do {
            let library = try RecordingsLibrary(
                dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
            try PendingAudio.begin(takeURL(lost, in: directory.url))
            library.store.rootFolder.add(Recording(name: "Lost", uuid: lost))
            library.close()
        }
        #expect(directory.fileNames().filter { $0.contains(lost.uuidString) }.isEmpty)
        let relaunched = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
        defer { relaunched.close() }
        #expect(relaunched.store.rootFolder.contents.isEmpty)
        #expect(relaunched.takePendingNotices().isEmpty)
    }

    /// What must end while the library is open (a sync saving its queue) runs once, before the store closes.
    @Test func closeHandlersRunOnceBeforeTheStoreCloses() throws {
        final class Calls {
            var storeWasClosed: [Bool] = []
        }
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let library = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
        let calls = Calls()
        library.onClose { calls.storeWasClosed.append(library.store.isClosed) }
        library.onClose { calls.storeWasClosed.append(library.store.isClosed) }
        library.close()
        library.close()
        #expect(calls.storeWasClosed == [false, false])
        #expect(library.store.isClosed)
    }

    @Test func quittingRemovesAnUnnamedTake() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let library = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: true)
        let samples = directory.fileNames().filter { $0.hasSuffix(".wav") }
        #expect(!samples.isEmpty)
        try writeTake(UUID(), in: directory.url)
        library.close()
        #expect(directory.fileNames().filter { $0.hasSuffix(".wav") } == samples)
    }

    @Test func anUnreadableLibraryKeepsEveryAudioFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data("{ damaged".utf8).write(to: directory.url.appendingPathComponent(Store.documentName))
        let orphanLooking = UUID()
        try writeTake(orphanLooking, in: directory.url)
        let library = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: false)
        library.close()
        #expect(FileManager.default.fileExists(atPath: takeURL(orphanLooking, in: directory.url).path))
        #expect(library.takePendingNotices().count == 1)
    }

    @Test func theLibraryFolderAndItsFilesAreTheOwnersOnly() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let library = try RecordingsLibrary(
            dataDirectory: directory.url, clock: clock, audio: nil, seedSampleData: true)
        defer { library.close() }
        let folder = try FileManager.default.attributesOfItem(atPath: directory.url.path)
        #expect((folder[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        for name in directory.fileNames() where name.hasSuffix(".wav") || name == Store.documentName {
            let file = try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(name).path)
            #expect((file[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(name)")
        }
    }

    @Test func problemsWaitForAWindowThenGoStraightToIt() throws {
        let library = RecordingsLibrary(
            store: try Store(url: nil), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        library.report("first")
        var shown: [String] = []
        library.reportProblem = { shown.append($0) }
        library.report("second")
        #expect(library.takePendingNotices() == ["first"])
        #expect(library.takePendingNotices().isEmpty)
        #expect(shown == ["second"])
    }
}
