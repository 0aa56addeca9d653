public import Foundation
public import RecordingsCore
import Services

/// The player's view model: the book's `PlayViewModel` of "MVVM with less reactive programming"
/// (variant B), with observable properties in place of KVO's `@objc dynamic` ones.
///
/// Outputs: ``navigationTitle``, ``hasRecording``, ``noRecording``, ``timeLabelText``,
/// ``durationLabelText``, ``sliderDuration``, ``sliderProgress``, ``nameText`` and ``playButtonTitle``.
/// Inputs: ``recording``, ``togglePlay()``, ``setProgress(_:)``, ``nameEditingBegan()`` and
/// ``nameChanged(_:)``.
///
/// NB: in the book the view model owns its `Player`. Here playback lives in the window's ``SharedPlayer``,
/// which the mini player shows too, so the view model observes it (progress, play state, the loaded
/// recording, which it unloads when deleted) and the store (the loaded recording's name) and sends
/// commands to it. This changes two of the book's behaviours, to match the other patterns: a rename keeps
/// playback going (the book recreates its player), and "Pause" shows as soon as playback starts.
@MainActor
public final class PlayViewModel {
    /// The window's playback.
    public let sharedPlayer: SharedPlayer

    /// The bar's title: the recording's name, or "" when nothing is loaded.
    public let navigationTitle = ObservableProperty("")
    /// Whether a recording is loaded (the player's controls are shown).
    public let hasRecording = ObservableProperty(false)
    /// Whether nothing is loaded ("No recording selected" is shown).
    public let noRecording = ObservableProperty(true)
    /// The playback position, "H:MM:SS".
    public let timeLabelText = ObservableProperty(timeString(0))
    /// The recording's length, "H:MM:SS".
    public let durationLabelText = ObservableProperty(timeString(0))
    /// The slider's maximum: the length in seconds.
    ///
    /// NB: `Double`, not the book's `Float`: ViewKit's slider, like the audio player, counts in
    /// `TimeInterval`.
    public let sliderDuration = ObservableProperty(0.0)
    /// The slider's value: the position in seconds.
    public let sliderProgress = ObservableProperty(0.0)
    /// The name field's text; nil when nothing is loaded.
    ///
    /// NB: the book's variant keeps the last name after the recording goes; it is cleared here.
    public let nameText = ObservableProperty<String?>(nil)
    /// Play, Pause or Resume (``RecordingsStrings``; not the reference code's "Resume playing").
    public let playButtonTitle = ObservableProperty(RecordingsStrings.play)

    private var playerObservation: SharedPlayer.Observation?
    private var nameObservation: StoreObservation?
    /// The recording whose name observation is set up.
    private weak var observedRecording: Recording?
    /// The recording the name field was editing when editing began.
    private weak var editedRecording: Recording?

    /// Creates the view model of `sharedPlayer`'s player.
    public init(sharedPlayer: SharedPlayer) {
        self.sharedPlayer = sharedPlayer
        playerObservation = sharedPlayer.addObserver { [weak self] player in self?.update(for: player) }
    }

    /// The recording loaded for playback. Setting another one loads it (the coordinator does when a
    /// recording is selected); setting the one loaded keeps it playing.
    public var recording: Recording? {
        get { sharedPlayer.recording }
        set { sharedPlayer.recording = newValue }
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback.
    public func togglePlay() {
        sharedPlayer.togglePlay()
    }

    /// Moves the playback position to `time` seconds.
    public func setProgress(_ time: TimeInterval) {
        sharedPlayer.setProgress(time)
    }

    /// The name field started editing: remember which recording it edits, so ending the edit renames that
    /// recording even if another one was loaded meanwhile.
    public func nameEditingBegan() {
        editedRecording = recording
    }

    /// The person pressed return in the name field: renames the recording the field edits to `name`. A
    /// recording deleted meanwhile is left alone.
    ///
    /// The outputs change when the store reports the rename; ``nameText`` then holds what the field
    /// should show.
    /// - Throws: ``NameError`` when the name is empty or too long; nothing changes.
    public func nameChanged(_ name: String?) throws(NameError) {
        let target = editedRecording ?? recording
        editedRecording = nil
        guard let name, let target, target.store != nil else { return }
        try target.setName(name)
    }

    /// The name field's edit ended, by return after ``nameChanged(_:)`` or by the person leaving it (going
    /// back, selecting another recording, resizing the window, moving the focus). What was not submitted
    /// is a draft and is dropped: nothing is renamed, nothing is explained; ``nameText`` holds what the
    /// field shows now, the stored name.
    ///
    /// NB: the books' name field commits on return; an unsubmitted edit is a draft.
    public func nameEditingEnded() {
        editedRecording = nil
    }

    // MARK: Restoration

    /// The uuid path of the loaded recording, for state restoration.
    public var recordingUUIDPath: [UUID]? {
        recording?.uuidPath
    }

    /// Loads the recording at `uuidPath` (paused at the start), if the store still has one there.
    public func restoreRecording(atUUIDPath uuidPath: [UUID]) {
        guard let restored = sharedPlayer.context.store.item(atUUIDPath: uuidPath) as? Recording else { return }
        recording = restored
    }

    // MARK: Observing

    /// Sets every output from the shared player (the book's `updateForChangedRecording` and
    /// `updateProgressDisplays`).
    private func update(for player: SharedPlayer) {
        observeName(of: player.recording)
        guard let loaded = player.recording else {
            navigationTitle.value = ""
            nameText.value = nil
            timeLabelText.value = timeString(0)
            durationLabelText.value = timeString(0)
            sliderDuration.value = 0
            sliderProgress.value = 0
            playButtonTitle.value = RecordingsStrings.play
            hasRecording.value = false
            noRecording.value = true
            return
        }
        navigationTitle.value = loaded.name
        nameText.value = loaded.name
        timeLabelText.value = timeString(player.progress)
        durationLabelText.value = timeString(player.duration)
        sliderDuration.value = player.duration
        sliderProgress.value = player.progress
        playButtonTitle.value = player.playButtonTitle
        hasRecording.value = true
        noRecording.value = false
    }

    /// Follows the loaded recording's name in the store with the observer helper.
    private func observeName(of loaded: Recording?) {
        guard loaded !== observedRecording else { return }
        observedRecording = loaded
        nameObservation = nil
        guard let loaded else { return }
        nameObservation = sharedPlayer.context.store.addObserver(at: loaded.uuidPath) {
            [weak self] (renamed: Recording?) in
            guard let self, let renamed, renamed === self.recording else { return }
            self.navigationTitle.value = renamed.name
            self.nameText.value = renamed.name
        }
    }
}
