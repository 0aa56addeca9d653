import Foundation
import RecordingsCore
import RecordingsMVVM
import RecordingsTesting
import Services
import Testing

/// Interface tests of the player's view model (spec scenario 27; the samples have none): outputs for no
/// recording, for a loaded one, during playback, after a rename and after a deletion.
@MainActor
@Suite struct PlayViewModelTests {
    let fixture = ViewModelFixture()

    @Test func withoutARecordingTheOutputsSayNothingIsLoaded() {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        #expect(viewModel.navigationTitle.value == "")
        #expect(!viewModel.hasRecording.value)
        #expect(viewModel.noRecording.value)
        #expect(viewModel.nameText.value == nil)
        #expect(viewModel.timeLabelText.value == "0:00:00")
        #expect(viewModel.durationLabelText.value == "0:00:00")
        #expect(viewModel.sliderDuration.value == 0)
        #expect(viewModel.sliderProgress.value == 0)
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.play)
        // Commands without a recording do nothing.
        viewModel.togglePlay()
        viewModel.setProgress(2)
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.play)
        #expect(viewModel.recordingUUIDPath == nil)
    }

    @Test func selectingARecordingSetsEveryOutput() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let titles = Recorder(viewModel.navigationTitle)
        let hasRecording = Recorder(viewModel.hasRecording)
        viewModel.recording = try fixture.recording1
        #expect(titles.last == "Recording 1")
        #expect(hasRecording.values.first == false)
        #expect(hasRecording.last == true)
        #expect(!viewModel.noRecording.value)
        #expect(viewModel.nameText.value == "Recording 1")
        #expect(viewModel.timeLabelText.value == "0:00:00")
        #expect(viewModel.durationLabelText.value == timeString(Store.placeholderDuration))
        #expect(viewModel.sliderDuration.value == Store.placeholderDuration)
        #expect(viewModel.sliderProgress.value == 0)
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.play)
        #expect(viewModel.recordingUUIDPath == [fixture.store.rootFolder.uuid, TestingStore.uuid3])
    }

    @Test func togglePlayShowsPauseThenResume() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        viewModel.recording = try fixture.recording1
        let buttonTitles = Recorder(viewModel.playButtonTitle)
        viewModel.togglePlay()
        // NB: "Pause" at once, as the KVO variant shows it, not after the Rx variant's first tick.
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.pause)
        fixture.clock.advance(by: 1)
        #expect(viewModel.timeLabelText.value == "0:00:01")
        #expect(viewModel.sliderProgress.value >= 1)
        viewModel.togglePlay()
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.resume)
        fixture.clock.advance(by: 1)
        #expect(viewModel.timeLabelText.value == "0:00:01")
        viewModel.togglePlay()
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.pause)
        #expect(
            Set(buttonTitles.values) == [RecordingsStrings.play, RecordingsStrings.pause, RecordingsStrings.resume])
    }

    @Test func seekingMovesTheProgressOutputs() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        viewModel.recording = try fixture.recording1
        viewModel.setProgress(2.5)
        #expect(viewModel.sliderProgress.value == 2.5)
        #expect(viewModel.timeLabelText.value == "0:00:02")
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.resume)
    }

    @Test func renamingKeepsPlaybackAndUpdatesTheNameOutputs() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let recording = try fixture.recording1
        viewModel.recording = recording
        viewModel.togglePlay()
        fixture.clock.advance(by: 1)
        let names = Recorder(viewModel.nameText)
        try recording.setName("A memo")
        #expect(viewModel.navigationTitle.value == "A memo")
        #expect(names.last == "A memo")
        // Playback goes on where it was (the book's samples restart it).
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.pause)
        #expect(viewModel.sliderProgress.value >= 1)
        fixture.clock.advance(by: 1)
        #expect(viewModel.timeLabelText.value == "0:00:02")
    }

    @Test func renamingFromTheFieldRenamesTheEditedRecording() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let recording = try fixture.recording1
        viewModel.recording = recording
        viewModel.nameEditingBegan()
        try viewModel.nameChanged("  Take two ")
        #expect(recording.name == "Take two")
        #expect(viewModel.nameText.value == "Take two")
        #expect(throws: NameError.empty) { try viewModel.nameChanged("  ") }
        #expect(recording.name == "Take two")
        // The edit began on Recording 1; another recording loaded meanwhile is not the one renamed.
        viewModel.nameEditingBegan()
        let recording2 = try #require(
            fixture.store.item(atUUIDPath: [fixture.store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid4])
                as? Recording)
        viewModel.recording = recording2
        try viewModel.nameChanged("Edited")
        #expect(recording.name == "Edited")
        #expect(recording2.name == "Recording 2")
    }

    @Test func deletingTheRecordingClearsEveryOutput() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let recording = try fixture.recording1
        viewModel.recording = recording
        viewModel.togglePlay()
        fixture.clock.advance(by: 1)
        fixture.store.rootFolder.remove(recording)
        #expect(viewModel.recording == nil)
        #expect(viewModel.navigationTitle.value == "")
        #expect(viewModel.nameText.value == nil)
        #expect(!viewModel.hasRecording.value)
        #expect(viewModel.noRecording.value)
        #expect(viewModel.timeLabelText.value == "0:00:00")
        #expect(viewModel.sliderDuration.value == 0)
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.play)
        // A rename sent for the deleted recording is ignored.
        try viewModel.nameChanged("Ghost")
        #expect(recording.name == "Recording 1")
    }

    @Test func restorationLoadsTheRecordingAtAPath() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        viewModel.restoreRecording(atUUIDPath: [fixture.store.rootFolder.uuid, TestingStore.uuid5])
        #expect(viewModel.recording == nil)
        viewModel.restoreRecording(atUUIDPath: [fixture.store.rootFolder.uuid, TestingStore.uuid3])
        #expect(viewModel.nameText.value == "Recording 1")
        #expect(viewModel.playButtonTitle.value == RecordingsStrings.play)
    }

    @Test func theMiniPlayerFollowsTheSamePlayback() throws {
        let player = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let mini = MiniPlayerViewModel(sharedPlayer: fixture.sharedPlayer)
        #expect(mini.isHidden.value)
        player.recording = try fixture.recording1
        #expect(!mini.isHidden.value)
        #expect(mini.title.value == "Recording 1")
        mini.togglePlay()
        #expect(player.playButtonTitle.value == RecordingsStrings.pause)
        fixture.clock.advance(by: 1)
        #expect(abs(mini.progress.value - 0.2) < 0.02)
        player.togglePlay()
        #expect(mini.playButtonTitle.value == RecordingsStrings.resume)
        player.recording = nil
        #expect(mini.isHidden.value)
        // While hidden, the bar keeps what it last showed.
        #expect(mini.title.value == "Recording 1")
    }

    /// The books' field commits on return: an edit the person leaves without it is a draft. Ending it
    /// renames nothing, ``PlayViewModel/nameText`` still holds the stored name, and the recording the edit
    /// began on is forgotten.
    @Test func anEditEndedWithoutReturnIsDropped() throws {
        let viewModel = PlayViewModel(sharedPlayer: fixture.sharedPlayer)
        let recording = try fixture.recording1
        viewModel.recording = recording
        viewModel.nameEditingBegan()
        let recording2 = try #require(
            fixture.store.item(atUUIDPath: [fixture.store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid4])
                as? Recording)
        viewModel.recording = recording2
        viewModel.nameEditingEnded()
        #expect(viewModel.nameText.value == "Recording 2")
        #expect(recording.name == "Recording 1")
        try viewModel.nameChanged("Second")
        #expect(recording.name == "Recording 1")
        #expect(recording2.name == "Second")
    }
}
