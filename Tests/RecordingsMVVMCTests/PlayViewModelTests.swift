import Bindings
import Foundation
@preconcurrency import OpenCombine
import RecordingsCore
import RecordingsMVVMC
import RecordingsTesting
import Services
import Testing

/// The player's view model (spec scenario 27; the sample has no tests for it): its outputs without a
/// recording, for a loaded one, through play and pause, a rename and a deletion.
@MainActor
@Suite struct PlayViewModelTests {
    let clock = VirtualClock()
    let store = constructTestingStore()
    let sharedPlayer: SharedPlayer
    let viewModel: PlayViewModel
    let bag = Bag()

    /// Holds the subscriptions, released on the main actor.
    @MainActor
    final class Bag {
        var cancellables: [AnyCancellable] = []
        isolated deinit {}
    }

    final class Latest<Value> {
        var values: [Value] = []
        var last: Value? { values.last }
    }

    let titles = Latest<String>()
    let buttonTitles = Latest<String>()
    let noRecording = Latest<Bool>()
    let times = Latest<String>()
    let durations = Latest<Double>()
    let names = Latest<String?>()

    init() {
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        sharedPlayer = SharedPlayer(context: library)
        viewModel = PlayViewModel(sharedPlayer: sharedPlayer)
        func record<Value>(_ publisher: AnyPublisher<Value, Never>, into latest: Latest<Value>) -> AnyCancellable {
            publisher.sink { latest.values.append($0) }
        }
        bag.cancellables = [
            record(viewModel.navigationTitle, into: titles),
            record(viewModel.playButtonTitle, into: buttonTitles),
            record(viewModel.noRecording, into: noRecording),
            record(viewModel.timeLabelText, into: times),
            record(viewModel.sliderDuration, into: durations),
            record(viewModel.nameText, into: names),
        ]
    }

    var recording1: Recording? { store.rootFolder.contents.last as? Recording }

    @Test func withoutARecordingTheOutputsAreEmpty() {
        #expect(titles.values == [""])
        #expect(noRecording.values == [true])
        #expect(buttonTitles.values == ["Play"])
        #expect(names.values == [nil])
        #expect(durations.values == [0])
    }

    @Test func aLoadedRecordingShowsItsNameAndLength() throws {
        let recording: Recording = try #require(recording1)
        sharedPlayer.recording = recording
        #expect(titles.last == "Recording 1")
        #expect(names.last == "Recording 1")
        #expect(noRecording.last == false)
        #expect(durations.last == Store.placeholderDuration)
        #expect(times.last == "0:00:00")
    }

    @Test func togglePlayShowsPauseThenResume() throws {
        let recording: Recording = try #require(recording1)
        sharedPlayer.recording = recording
        viewModel.togglePlay()
        #expect(buttonTitles.last == "Pause")
        clock.advance(by: 1)
        #expect(times.last == "0:00:01")
        viewModel.togglePlay()
        #expect(buttonTitles.last == "Resume")
        viewModel.setProgress(2)
        #expect(times.last == "0:00:02")
    }

    @Test func aRenameKeepsPlayingAndUpdatesTheName() throws {
        let recording = try #require(recording1)
        sharedPlayer.recording = recording
        viewModel.togglePlay()
        clock.advance(by: 1)
        try viewModel.nameChanged("A memo")
        #expect(titles.last == "A memo")
        #expect(names.last == "A memo")
        #expect(buttonTitles.last == "Pause")
        #expect(sharedPlayer.isPlaying)
        #expect(throws: NameError.empty) { try viewModel.nameChanged("") }
        #expect(recording.name == "A memo")
    }

    @Test func deletingTheRecordingEmptiesThePlayer() throws {
        let recording = try #require(recording1)
        sharedPlayer.recording = recording
        viewModel.togglePlay()
        store.rootFolder.remove(recording)
        #expect(titles.last == "")
        #expect(noRecording.last == true)
        #expect(buttonTitles.last == "Play")
        #expect(sharedPlayer.audioPlayer == nil)
    }

    /// An edit belongs to the recording it began on: selecting another one meanwhile does not rename it.
    @Test func anEditRenamesTheRecordingItBeganOn() throws {
        let recording1 = try #require(self.recording1)
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        let recording2 = try #require(child1.contents.last as? Recording)
        sharedPlayer.recording = recording1
        viewModel.nameEditingBegan()
        sharedPlayer.recording = recording2
        try viewModel.nameChanged("Typed for the first")
        #expect(recording1.name == "Typed for the first")
        #expect(recording2.name == "Recording 2")
    }

    /// The books' field commits on return: an edit the person leaves without it is a draft. Ending it
    /// renames nothing, shows the stored name, and forgets which recording the edit began on.
    @Test func anEditEndedWithoutReturnIsDropped() throws {
        let recording1 = try #require(self.recording1)
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        let recording2 = try #require(child1.contents.last as? Recording)
        sharedPlayer.recording = recording1
        viewModel.nameEditingBegan()
        sharedPlayer.recording = recording2
        #expect(viewModel.nameEditingEnded() == "Recording 2")
        #expect(recording1.name == "Recording 1")
        #expect(recording2.name == "Recording 2")
        // The next submitted name is for the recording loaded then, not the one the dropped edit began on.
        try viewModel.nameChanged("Second")
        #expect(recording1.name == "Recording 1")
        #expect(recording2.name == "Second")
        sharedPlayer.recording = nil
        #expect(viewModel.nameEditingEnded() == "")
    }
}
