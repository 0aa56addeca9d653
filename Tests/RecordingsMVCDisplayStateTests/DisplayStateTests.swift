import Foundation
import RecordingsCore
import RecordingsMVCDisplayState
import RecordingsTesting
import Services
import Testing

/// The display states as values, without a screen: what the player and the record screen show, and the
/// record screen's rules.
@MainActor
@Suite struct DisplayStateTests {
    typealias PlayerState = PlayViewController.DisplayState
    typealias RecorderState = RecordViewController.DisplayState

    @Test func thePlayersDisplayStateIsNilWhileNothingIsLoaded() {
        let clock = VirtualClock()
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        #expect(PlayerState(SharedPlayer(context: library)) == nil)
    }

    @Test func thePlayersDisplayStateIsTheLoadedRecordingsNameAndPlayback() throws {
        let clock = VirtualClock()
        let store = constructTestingStore()
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let sharedPlayer = SharedPlayer(context: library)
        sharedPlayer.recording = try #require(store.rootFolder.contents.last as? Recording)
        sharedPlayer.togglePlay()
        clock.advance(by: 2)
        let state = try #require(PlayerState(sharedPlayer))
        #expect(state.name == "Recording 1")
        #expect(
            state.playState
                == PlaybackState(isPlaying: true, progress: 2, duration: Store.placeholderDuration))
    }

    @Test func thePlayersTextsComeFromItsValue() {
        let playing = PlayerState(
            name: "Memo", playState: PlaybackState(isPlaying: true, progress: 61, duration: 3_725))
        #expect(playing.title == "Memo")
        #expect(playing.progressText == "0:01:01")
        #expect(playing.durationText == "1:02:05")
        #expect(playing.playButtonTitle == "Pause")
        let paused = PlayerState(name: "Memo", playState: PlaybackState(isPaused: true, progress: 1, duration: 5))
        #expect(paused.playButtonTitle == "Resume")
        #expect(PlayerState(name: "Memo").playButtonTitle == "Play")
    }

    @Test func theRecorderStartsOnceStopsOnlyWhileRecordingAndFinishesOnce() {
        var state = RecorderState()
        #expect(state == RecorderState(phase: .waiting, time: 0))
        #expect(!state.isUnsaved)
        // NB: each transition's answer is read before `#expect`, which cannot mutate its operand.
        var answers: [Bool] = []
        answers.append(state.stop())
        answers.append(state.start())
        answers.append(state.start())
        #expect(state.isUnsaved)
        answers.append(state.stop())
        #expect(state.phase == .naming)
        #expect(state.isUnsaved)
        answers.append(state.stop())
        answers.append(state.finish())
        answers.append(state.finish())
        #expect(!state.isUnsaved)
        answers.append(state.start())
        #expect(answers == [false, true, false, true, false, true, false, false])
        #expect(state.phase == .finished)
    }

    @Test func theRecorderShowsTimeOnlyWhileRecording() {
        var state = RecorderState()
        state.recorded(4)
        #expect(state.time == 0)
        _ = state.start()
        state.recorded(3)
        #expect(state.time == 3)
        #expect(state.timeText == "0:00:03")
        _ = state.stop()
        state.recorded(9)
        #expect(state.time == 3)
    }
}
