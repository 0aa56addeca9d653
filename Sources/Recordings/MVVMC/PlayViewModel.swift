import Bindings
public import Foundation
@preconcurrency public import OpenCombine
public import RecordingsCore
import Services

/// The player's view model (the book's MVVM-C `PlayViewModel`): outputs for every view of the player, as
/// pipelines over the window's playback, and inputs for play/pause, seeking and renaming.
///
/// NB: the book's view model owns the audio player through its `playState` pipeline. With the mini
/// player, playback is shared by two screens, so it lives in the window's ``SharedPlayer`` (the MVC+VS
/// chapter's lesson) and this view model maps it; the outputs share one observation with replay, as the
/// book's `playState` does. A rename therefore keeps playing (the sample's pipeline re-creates its player
/// on every re-emission, which resets playback on a rename).
@MainActor
public final class PlayViewModel {
    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    private let player: Publishers.ShareReplay<ObservationPublisher<SharedPlayer>>
    /// The recording whose name is being edited.
    private var editedRecording: Recording?

    /// Creates the view model of `sharedPlayer`'s recording.
    public init(sharedPlayer: SharedPlayer) {
        self.sharedPlayer = sharedPlayer
        player = sharedPlayer.changes.share(replay: 1)
    }

    /// NB: isolated, so the subscriptions it releases end on the main actor, where the store's observers
    /// live, wherever the last reference goes.
    isolated deinit {}

    // MARK: Outputs

    /// The recording's name, or "" without one.
    public var navigationTitle: AnyPublisher<String, Never> { player.output { $0.recording?.name ?? "" } }
    /// Whether a recording is loaded.
    public var hasRecording: AnyPublisher<Bool, Never> { player.output { $0.recording != nil } }
    /// Whether no recording is loaded ("No recording selected" shows).
    public var noRecording: AnyPublisher<Bool, Never> { player.output { $0.recording == nil } }
    /// The name field's text.
    public var nameText: AnyPublisher<String?, Never> { player.output { $0.recording?.name } }
    /// The playback position as text.
    public var timeLabelText: AnyPublisher<String, Never> { player.output { timeString($0.progress) } }
    /// The audio's length as text.
    public var durationLabelText: AnyPublisher<String, Never> { player.output { timeString($0.duration) } }
    /// The slider's maximum: the audio's length.
    public var sliderDuration: AnyPublisher<Double, Never> { player.output { $0.duration } }
    /// The slider's value: the playback position.
    public var sliderProgress: AnyPublisher<Double, Never> { player.output { $0.progress } }
    /// "Pause" while playing, "Resume" when paused after the start, "Play" otherwise.
    public var playButtonTitle: AnyPublisher<String, Never> { player.output { $0.playButtonTitle } }

    // MARK: Inputs

    /// Starts, pauses or resumes playback.
    public func togglePlay() {
        sharedPlayer.togglePlay()
    }

    /// Moves the playback position.
    public func setProgress(_ time: TimeInterval) {
        sharedPlayer.setProgress(time)
    }

    /// The person started editing the name of the recording loaded now; ``nameChanged(_:)`` renames that
    /// recording, whatever is loaded when the edit ends.
    public func nameEditingBegan() {
        editedRecording = sharedPlayer.recording
    }

    /// The person pressed return in the name field: renames the recording whose name the person edited
    /// (the loaded one when no edit was begun); nil does nothing, and so does a recording deleted meanwhile.
    ///
    /// NB: the book renames the view model's current recording. Here the loaded recording can change
    /// under an edit (the person selects another one while typing), and the edit must not rename it.
    ///
    /// - Throws: ``NameError`` for an empty or too long name; the name stays.
    public func nameChanged(_ name: String?) throws(NameError) {
        defer { editedRecording = nil }
        guard let name, let recording = editedRecording ?? sharedPlayer.recording, recording.store != nil else {
            return
        }
        try recording.setName(name)
    }

    /// The name field's edit ended, by return after ``nameChanged(_:)`` or by the person leaving it (going
    /// back, selecting another recording, resizing the window, moving the focus). What was not submitted
    /// is a draft and is dropped: nothing is renamed, nothing is explained. Returns what the field shows
    /// now: the loaded recording's stored name ("" without one).
    ///
    /// NB: the books' name field commits on return; an unsubmitted edit is a draft.
    public func nameEditingEnded() -> String {
        editedRecording = nil
        return sharedPlayer.recording?.name ?? ""
    }
}
