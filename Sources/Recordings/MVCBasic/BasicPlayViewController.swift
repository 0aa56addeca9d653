import Foundation
public import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit

/// The player as chapter 3 first presents the book's `PlayViewController`, before its improvements: one
/// controller with an optional ``recording`` (nil shows "No recording selected"), which owns the audio
/// player of that recording and keeps the play state as its own view state.
///
/// Setting ``recording`` opens its audio (the book's `updateForChangedRecording()`); the audio player's
/// callback updates the labels, the slider and the button; the Play button toggles playback and sets its
/// own title (the book's `play()` and `updatePlayButton()`). The screen resets to no recording when it
/// disappears, which stops the audio: there is no mini player to keep playing, and a newly selected
/// recording gets a new player screen. A deleted recording or a failed playback empties the player.
@MainActor
public final class BasicPlayViewController: ViewController, TextFieldDelegate {
    /// The recording's name; return renames the recording, any other end of the edit drops it.
    public let nameTextField = TextField()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The recording's length.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// "No recording selected", shown while there is no recording.
    public let noRecordingLabel = Label(text: RecordingsStrings.noRecordingSelected, style: .headline)
    /// The recording's controls, hidden while there is no recording (the storyboard's `activeItemElements`).
    public let activeItemElements: StackView

    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The player of ``recording``'s audio, owned by this screen; nil when nothing is shown or the audio
    /// could not be opened.
    public private(set) var audioPlayer: (any AudioPlayer)?
    /// The recording shown, set from outside (the folder screen's `showPlayer` segue, or restoration); nil
    /// shows "No recording selected". Setting it opens its audio.
    public var recording: Recording? {
        didSet { updateForChangedRecording() }
    }
    private var observation: StoreObservation?

    /// Creates an empty player; set ``recording`` to show one.
    public init(context: RecordingsLibrary) {
        self.context = context
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        activeItemElements = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, times, progressSlider, playButton])
        super.init()
        restorationIdentifier = RestorationID.player
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: BasicPlayViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: BasicPlayViewController.play, for: .primaryActionTriggered)
        // NB: the book observes in `viewDidLoad`; the recording is set before the view loads, so we observe
        // on construction, as the folder screen does.
        observation = context.store.addObserver { [weak self] change in self?.storeChanged(change) }
        updateForChangedRecording()
    }

    isolated deinit {
        audioPlayer?.cancel()
    }

    /// `player` in its own navigation controller: what the folder screen shows as the split view's detail.
    public static func inNavigationController(_ player: BasicPlayViewController) -> NavigationController {
        let navigation = NavigationController(rootViewController: player)
        navigation.restorationIdentifier = RestorationID.playerNavigation
        return navigation
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 16, arrangedSubviews: [noRecordingLabel, activeItemElements])
    }

    // MARK: Changing the view

    /// Reacts to a change of the shown recording (the book's `storeChanged(notification:)`).
    ///
    /// NB: the book calls `updateForChangedRecording()` for any change of the recording, which opens a new
    /// audio player (a rename would stop playback) and, for a deleted recording, hides the controls while
    /// keeping `recording`. We follow the intent: a rename shows the new name, a deletion empties the
    /// player.
    private func storeChanged(_ change: StoreChange) {
        guard let recording, change.item === recording else { return }
        if change.reason == .removed {
            self.recording = nil
        } else {
            showName(of: recording)
        }
    }

    /// Opens the audio of ``recording`` and shows it, or shows "No recording selected" (the book's
    /// `updateForChangedRecording()`).
    ///
    /// NB: the book's failable `Player(url:)` drops a recording whose audio cannot be opened (it sets
    /// `recording = nil`) without a word. Here the recording stays shown, silent, and an alert says why.
    private func updateForChangedRecording() {
        audioPlayer?.cancel()
        audioPlayer = nil
        guard let recording else {
            updateProgressDisplays(progress: 0, duration: 0)
            title = ""
            navigationItem.title = ""
            activeItemElements.isHidden = true
            noRecordingLabel.isHidden = false
            return
        }
        do throws(AudioFileError) {
            guard let url = recording.fileURL else { throw AudioFileError(.fileNotFound(path: recording.name)) }
            audioPlayer = try context.audio.makePlayer(url: url) { [weak self] state in self?.playerUpdated(state) }
        } catch {
            explainLoadFailure(error, of: recording)
        }
        updateProgressDisplays(progress: 0, duration: audioPlayer?.duration ?? 0)
        nameTextField.text = recording.name
        showName(of: recording)
        activeItemElements.isHidden = false
        noRecordingLabel.isHidden = true
    }

    /// Shows the name in the bar, and in the field unless the person is editing it.
    private func showName(of recording: Recording) {
        title = recording.name
        navigationItem.title = recording.name
        if !nameTextField.isFirstResponder { nameTextField.text = recording.name }
    }

    /// Says, on the next turn once the screen is shown, why `recording`'s audio cannot be played.
    private func explainLoadFailure(_ error: AudioFileError, of recording: Recording) {
        context.clock.enqueue { [weak self] in
            guard let self, self.recording === recording else { return }
            self.window?.presentMessage(
                title: RecordingsStrings.cannotPlay(recording.name), message: error.description,
                ok: RecordingsStrings.ok)
        }
    }

    /// Progress from the audio player; nil means playback failed, which empties the player.
    private func playerUpdated(_ state: PlayerState?) {
        guard let state else {
            recording = nil
            return
        }
        updateProgressDisplays(progress: state.currentTime, duration: audioPlayer?.duration ?? 0)
    }

    /// Shows the position and duration in the labels and the slider, and the button's title (the book's
    /// `updateProgressDisplays(progress:duration:)`).
    func updateProgressDisplays(progress: TimeInterval, duration: TimeInterval) {
        progressLabel.text = timeString(progress)
        durationLabel.text = timeString(duration)
        progressSlider.maximumValue = duration
        progressSlider.value = progress
        updatePlayButton()
    }

    /// Pause while playing, Resume when paused after the start, Play otherwise (the book's
    /// `updatePlayButton()`; the rule is the one every pattern shares, ``PlaybackState/buttonTitle``).
    func updatePlayButton() {
        let state = PlaybackState(isPlaying: audioPlayer?.isPlaying ?? false, isPaused: audioPlayer?.isPaused ?? false)
        playButton.setTitle(state.buttonTitle, for: .normal)
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback and retitles the button (the book's `play()`).
    public func play() {
        audioPlayer?.togglePlay()
        updatePlayButton()
    }

    /// Seeks to the slider's position (the book's `setProgress()`).
    public func setProgress() {
        audioPlayer?.setProgress(progressSlider.value)
    }

    /// Any end of the edit other than return drops what was typed: the field shows the stored name again.
    ///
    /// NB: the book's first listing renames in `textFieldDidEndEditing`, so leaving the field saves what
    /// was typed. Every pattern here treats an edit left without return as a draft (the name field commits
    /// on return), so this form does too, to give the person the same app.
    public func textFieldDidEndEditing(_ textField: TextField) {
        if let recording { textField.text = recording.name }
    }

    /// Return renames the recording to the field's text and ends the edit; a refused name is explained
    /// while the field shows the current name again. A recording deleted meanwhile is left alone.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        textField.resignFirstResponder()
        guard let recording, recording.store != nil else { return true }
        do {
            try recording.setName(submitted)
            showName(of: recording)
        } catch {
            presentNameError(error)
        }
        return true
    }

    // MARK: Lifecycle

    /// Resets the player once it left the screen (the book's `viewDidDisappear`, which sets `recording =
    /// nil`): its audio stops.
    ///
    /// NB: ViewKit's split view moves the detail between containers when it collapses or expands, and the
    /// move passes through a disappearance; the check waits for the end of the turn and does nothing when
    /// the player is back in a window by then (or never left it: covered by a modal).
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        context.clock.enqueue { [weak self] in
            guard let self, self.window == nil else { return }
            self.recording = nil
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let recording {
            coder.encode(recording.uuidPath, forKey: RestorationID.uuidPathKey)
        }
    }

    /// Shows the encoded recording if it still exists (paused at the start); otherwise the player stays
    /// empty.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let recording = context.store.item(atUUIDPath: uuidPath) as? Recording
        {
            self.recording = recording
        }
    }
}
