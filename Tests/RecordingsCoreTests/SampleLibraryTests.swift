import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TestSupport
import Testing

@MainActor @Suite struct SampleLibraryTests {
    func recordings(in folder: Folder) -> [Recording] {
        folder.contents.flatMap { item -> [Recording] in
            if let folder = item as? Folder { return recordings(in: folder) }
            return (item as? Recording).map { [$0] } ?? []
        }
    }

    @Test func seedsAnEmptyStoreWithRealAudio() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        try SampleLibrary.seed(into: store)
        let all = recordings(in: store.rootFolder)
        let expected = SampleLibrary.contents.flatMap(\.samples)
        #expect(all.count == expected.count)
        #expect(Set(expected.map(\.duration)).count == expected.count)
        for sample in expected {
            let recording = try #require(all.first { $0.name == sample.name })
            let url = try #require(recording.fileURL)
            #expect(try WAVFile(contentsOf: url).duration == sample.duration)
            #expect((3...12).contains(sample.duration))
        }
        #expect(store.rootFolder.names == ["Meeting Notes", "Song Ideas", "Welcome"])
        let songIdeas = try #require(store.rootFolder.contents[1] as? Folder)
        #expect(songIdeas.names == ["Bridge", "Chorus", "Drafts"])
        #expect(store.lastSaveError == nil)
    }

    @Test func refusesANonEmptyStore() throws {
        let store = constructTestingStore()
        let log = ChangeLog(store)
        #expect(throws: SampleLibraryError.storeNotEmpty) { try SampleLibrary.seed(into: store) }
        #expect(log.changes.isEmpty)
        #expect(store.rootFolder.names == ["Child 1", "Recording 1"])
    }

    @Test func inMemoryStoresGetTheTreeWithoutFiles() throws {
        let store = Store.inMemory()
        try SampleLibrary.seed(into: store)
        #expect(recordings(in: store.rootFolder).allSatisfy { $0.fileURL == store.placeholder })
    }
}
