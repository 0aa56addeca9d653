import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TestSupport
import Testing

/// The model and the simulated audio backend together, as the apps use them (spec scenarios 18, 19, 22).
@MainActor @Suite struct AudioIntegrationTests {
    let clock = VirtualClock()

    @Test func recordingsOfTheTestingStorePlayThePlaceholder() throws {
        let store = constructTestingStore()
        let audio = SimulatedAudioBackend(clock: clock)
        let recording1 = try #require(store.rootFolder.contents[1] as? Recording)
        var states: [PlayerState?] = []
        let player = try audio.makePlayer(url: try #require(recording1.fileURL)) { states.append($0) }
        #expect(player.duration == Store.placeholderDuration)
        player.togglePlay()
        clock.advance(by: 1.01)
        #expect(timeString(player.currentTime) == "0:00:01")
        #expect(states.count == 21)
    }

    @Test func aStoppedRecordingIsSavedUnderItsUUID() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        let audio = SimulatedAudioBackend(clock: clock)
        let recording = Recording(name: "", uuid: UUID())
        let url = try #require(store.fileURL(for: recording))
        var times: [TimeInterval?] = []
        let recorder = try audio.makeRecorder(url: url) { times.append($0) }
        clock.advance(by: 3.2)
        #expect(times.compactMap { $0 }.map(timeString) == ["0:00:01", "0:00:02", "0:00:03"])
        recorder.stop()
        try recording.setName("Memo")
        store.rootFolder.add(recording)
        #expect(directory.fileNames() == ["\(recording.uuid.uuidString).wav", "store.json", "store.json.lock"])
        #expect(abs(try WAVFile(contentsOf: url).duration - 3.2) < 0.001)
        #expect(RecordingsStrings.rowText(for: store.rootFolder.contents[0]) == "🔊  Memo")
    }

    @Test func aCancelledRecordingLeavesNoFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        let audio = SimulatedAudioBackend(clock: clock)
        let recording = Recording(name: "", uuid: UUID())
        let url = try #require(store.fileURL(for: recording))
        let recorder = try audio.makeRecorder(url: url) { _ in }
        clock.advance(by: 2)
        recorder.stop()
        #expect(FileManager.default.fileExists(atPath: url.path))
        store.removeFile(for: recording)
        #expect(directory.fileNames() == ["store.json.lock"])
        #expect(store.rootFolder.contents.isEmpty)
    }
}
