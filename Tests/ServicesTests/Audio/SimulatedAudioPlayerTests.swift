import Foundation
import Services
import Testing

@MainActor @Suite struct SimulatedAudioPlayerTests {
    let clock = VirtualClock()
    let backend: SimulatedAudioBackend
    let directory: URL
    let fileURL: URL
    let updates = Recorded<PlayerState?>()

    init() throws {
        backend = SimulatedAudioBackend(clock: clock)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("player-\(UUID().uuidString)")
        fileURL = directory.appendingPathComponent("five-seconds.wav")
        try WAVFile.write(samples: try WAVFile.silence(duration: 5), to: fileURL)
    }

    func makePlayer() throws -> any AudioPlayer {
        try backend.makePlayer(url: fileURL) { [updates] in updates.values.append($0) }
    }

    @Test func playerReadsTheFilesDuration() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        #expect(player.duration == 5)
        #expect(player.currentTime == 0)
        #expect(!player.isPlaying && !player.isPaused)
        #expect(player.state == PlayerState(activity: .stopped, currentTime: 0, duration: 5))
        #expect(updates.values.isEmpty)
    }

    @Test func unreadableFileFailsToMakeAPlayer() throws {
        defer { cleanUp() }
        let garbage = directory.appendingPathComponent("garbage.wav")
        try Data("not audio".utf8).write(to: garbage)
        #expect(throws: AudioFileError(.notRIFF)) {
            try backend.makePlayer(url: garbage) { _ in }
        }
        let missing = directory.appendingPathComponent("missing.wav")
        #expect(throws: AudioFileError(.fileNotFound(path: missing.path))) {
            try backend.makePlayer(url: missing) { _ in }
        }
    }

    @Test func playPauseResume() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        player.togglePlay()
        #expect(player.isPlaying)
        #expect(updates.values.last == PlayerState(activity: .playing, currentTime: 0, duration: 5))
        clock.advance(by: 1.01)
        #expect(abs(player.currentTime - 1.01) < 1e-6)
        player.togglePlay()
        #expect(!player.isPlaying && player.isPaused)
        #expect(updates.values.last??.activity == .paused)
        let pausedAt = player.currentTime
        clock.advance(by: 2)
        #expect(player.currentTime == pausedAt)
        player.togglePlay()
        #expect(player.isPlaying)
        clock.advance(by: 1)
        #expect(abs(player.currentTime - (pausedAt + 1)) < 1e-6)
    }

    @Test func progressIsReportedEveryFiftyMilliseconds() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        player.togglePlay()
        updates.values.removeAll()
        clock.advance(by: 1.01)
        #expect(updates.values.count == 20)
        let times = updates.values.compactMap { $0?.currentTime }
        for (index, time) in times.enumerated() {
            #expect(abs(time - 0.05 * Double(index + 1)) < 1e-6)
        }
        player.togglePlay()
        updates.values.removeAll()
        clock.advance(by: 1)
        #expect(updates.values.isEmpty)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func seekMovesThePositionWhilePlayingAndPaused() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        player.setProgress(2)
        #expect(player.currentTime == 2 && player.isPaused)
        #expect(updates.values.last == PlayerState(activity: .paused, currentTime: 2, duration: 5))
        player.togglePlay()
        clock.advance(by: 0.51)
        #expect(abs(player.currentTime - 2.51) < 1e-6)
        player.setProgress(4)
        #expect(player.isPlaying && player.currentTime == 4)
        clock.advance(by: 0.06)
        #expect(try #require(updates.values.last??.currentTime) >= 4)
        player.setProgress(-3)
        #expect(player.currentTime == 0)
        player.setProgress(99)
        #expect(player.currentTime == 5)
    }

    @Test func reachingTheEndStopsAndRewinds() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        player.setProgress(4)
        player.togglePlay()
        clock.advance(by: 2)
        #expect(!player.isPlaying && !player.isPaused)
        #expect(player.currentTime == 0)
        #expect(updates.values.last == PlayerState(activity: .stopped, currentTime: 0, duration: 5))
        #expect(updates.values.contains { $0 == nil } == false)
        #expect(clock.scheduledTimerCount == 0)
        // The last progress before the end was at most the duration.
        let times = updates.values.compactMap { $0?.currentTime }
        #expect(times.allSatisfy { $0 <= 5 })
    }

    @Test func failedPlaybackReportsNilAndStopsForGood() throws {
        defer { cleanUp() }
        backend.playbackFailsAt = 1
        let player = try makePlayer()
        player.togglePlay()
        clock.advance(by: 3)
        let last = try #require(updates.values.last)
        #expect(last == nil)
        #expect(!player.isPlaying)
        let count = updates.values.count
        player.togglePlay()
        clock.advance(by: 1)
        #expect(updates.values.count == count)
    }

    @Test func cancelStopsCallbacks() throws {
        defer { cleanUp() }
        let player = try makePlayer()
        player.togglePlay()
        player.cancel()
        let count = updates.values.count
        clock.advance(by: 10)
        #expect(updates.values.count == count)
        #expect(clock.scheduledTimerCount == 0)
    }

    @Test func releasingAPlayerStopsItsTimers() throws {
        defer { cleanUp() }
        var player: (any AudioPlayer)? = try makePlayer()
        player?.togglePlay()
        #expect(clock.scheduledTimerCount == 2)
        player = nil
        #expect(clock.scheduledTimerCount == 0)
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Collects callback values; a class so escaping callbacks can append to it.
@MainActor final class Recorded<Value> {
    var values: [Value] = []
}
