import Foundation
import Services
import Testing

@MainActor @Suite struct SimulatedAudioRecorderTests {
    let clock = VirtualClock()
    let backend: SimulatedAudioBackend
    let directory: URL
    let fileURL: URL
    let updates = Recorded<TimeInterval?>()

    init() {
        backend = SimulatedAudioBackend(clock: clock)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        fileURL = directory.appendingPathComponent("memo.wav")
    }

    func makeRecorder() throws -> any AudioRecorder {
        try backend.makeRecorder(url: fileURL) { [updates] in updates.values.append($0) }
    }

    @Test func recordingStartsWhenPermissionArrives() throws {
        defer { cleanUp() }
        let recorder = try makeRecorder()
        #expect(!recorder.isRecording)
        #expect(updates.values.isEmpty)
        clock.drain()
        #expect(recorder.isRecording)
        #expect(recorder.currentTime == 0)
    }

    @Test func progressIsReportedEverySecond() throws {
        defer { cleanUp() }
        let recorder = try makeRecorder()
        clock.advance(by: 3.5)
        #expect(updates.values.count == 3)
        let times = updates.values.compactMap { $0 }
        #expect(times.count == 3)
        for (index, time) in times.enumerated() { #expect(abs(time - Double(index + 1)) < 1e-6) }
        #expect(abs(recorder.currentTime - 3.5) < 1e-6)
    }

    @Test func stopWritesAFileOfTheRecordedDuration() throws {
        defer { cleanUp() }
        let recorder = try makeRecorder()
        clock.advance(by: 4.25)
        recorder.stop()
        #expect(!recorder.isRecording)
        let file = try WAVFile(contentsOf: fileURL)
        #expect(abs(file.duration - 4.25) <= 1 / Double(WAVFile.defaultSampleRate))
        let count = updates.values.count
        clock.advance(by: 3)
        #expect(updates.values.count == count)
        #expect(updates.values.allSatisfy { $0 != nil })
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func deniedPermissionReportsNilAndRecordsNothing() throws {
        defer { cleanUp() }
        backend.recordPermission = .denied
        let recorder = try makeRecorder()
        clock.drain()
        #expect(updates.values.count == 1)
        #expect(updates.values.first == .some(nil))
        #expect(!recorder.isRecording)
        clock.advance(by: 2)
        recorder.stop()
        #expect(updates.values.count == 1)
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    @Test func failureWhileRecordingReportsNil() throws {
        defer { cleanUp() }
        backend.recordingFailsAfter = 2.5
        let recorder = try makeRecorder()
        clock.advance(by: 5)
        #expect(updates.values.compactMap { $0 }.count == 2)
        #expect(updates.values.last == .some(nil))
        #expect(!recorder.isRecording)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func unavailableRecorderThrows() {
        defer { cleanUp() }
        backend.recorderCreationError = AudioFileError(.unavailable(reason: "no microphone"))
        #expect(throws: AudioFileError(.unavailable(reason: "no microphone"))) { try makeRecorder() }
    }

    @Test func unwritableDestinationReportsNilOnStop() throws {
        defer { cleanUp() }
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: true)
        let recorder = try makeRecorder()
        clock.advance(by: 1.5)
        recorder.stop()
        #expect(updates.values.last == .some(nil))
    }

    @Test func stoppingBeforePermissionCancels() throws {
        defer { cleanUp() }
        let recorder = try makeRecorder()
        recorder.stop()
        clock.advance(by: 3)
        #expect(updates.values.isEmpty)
        #expect(!recorder.isRecording)
        #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }
}
