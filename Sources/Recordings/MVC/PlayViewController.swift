import Foundation
public import RecordingsCore
public import Services
public import ViewKit

/// The player (the book's `PlayViewController`): the recording's name in an editable field, the playback
/// position and duration, a slider that seeks, and a Play / Pause / Resume button; or, without a
/// recording, "No recording selected" with everything else hidden.
///
/// ``recording`` is nil until a folder screen (or restoration) sets it: the book's second strategy for
/// a controller's identity. The player observes its recording and clears itself when the recording is
/// deleted, stopping playback; a rename updates the title and field.
@MainActor
public final class PlayViewController: ViewController, TextFieldDelegate {
    /// The recording's name; ending editing renames the recording.
    public let nameTextField = TextField()
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The recording's length.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)
    /// Shown while there is no recording.
    public let noRecordingLabel = Label(text: RecordingsStrings.noRecordingSelected, style: .headline)
    /// The elements that need a recording; hidden while there is none.
    public let activeItemElements = StackView(axis: .vertical, spacing: 16)

    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The player of the current recording, if it could be opened.
    public private(set) var audioPlayer: (any AudioPlayer)?
    private var observation: StoreObservation?

    /// The recording shown; nil shows "No recording selected". Setting it opens a new player.
    public var recording: Recording? {
        didSet { updateForChangedRecording() }
    }

    /// Creates an empty player.
    public init(context: RecordingsLibrary) {
        self.context = context
        super.init()
        restorationIdentifier = RestorationID.player
        title = ""
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: PlayViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: PlayViewController.play, for: .primaryActionTriggered)
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        for view in [nameTextField, times, progressSlider, playButton] { activeItemElements.addArrangedSubview(view) }
        updateForChangedRecording()
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 16, arrangedSubviews: [noRecordingLabel, activeItemElements])
    }

    // MARK: Changing the view

    private func updateForChangedRecording() {
        audioPlayer?.cancel()
        audioPlayer = nil
        observation = nil
        guard let recording else {
            showNoRecording()
            return
        }
        observation = context.store.addObserver { [weak self] change in self?.storeChanged(change) }
        showName(of: recording)
        activeItemElements.isHidden = false
        noRecordingLabel.isHidden = true
        do throws(AudioFileError) {
            guard let url = recording.fileURL else { throw AudioFileError(.fileNotFound(path: recording.name)) }
            let player = try context.audio.makePlayer(
                url: url, update: { [weak self] state in self?.playerUpdated(state) })
            audioPlayer = player
            updateProgressDisplays(progress: 0, duration: player.duration)
        } catch {
            // NB: the book sets `recording = nil` when the player cannot be made, so the person sees an empty
            // player and never learns why; the reference code's intent is an alert, which every pattern shows:
            // the player keeps the recording's name, silent, and the alert says what is wrong.
            updateProgressDisplays(progress: 0, duration: 0)
            let alert = AlertController(title: RecordingsStrings.cannotPlay(recording.name), message: error.description)
            alert.addAction(AlertAction(title: RecordingsStrings.ok, style: .cancel))
            // NB: a recording is set while the folder screen shows the player, before it is on screen;
            // the alert goes up once the turn that shows it has ended.
            context.clock.enqueue { [weak self] in
                guard let self, self.recording === recording else { return }
                (self.view.window?.topmostPresentedViewController ?? self).present(alert, animated: true)
            }
        }
    }

    private func showNoRecording() {
        updateProgressDisplays(progress: 0, duration: 0)
        title = ""
        navigationItem.title = ""
        nameTextField.text = ""
        activeItemElements.isHidden = true
        noRecordingLabel.isHidden = false
    }

    private func showName(of recording: Recording) {
        title = recording.name
        navigationItem.title = recording.name
        if !nameTextField.isFirstResponder { nameTextField.text = recording.name }
    }

    private func clearRecording() {
        recording = nil
    }

    /// The model changed: a deleted recording clears the player, a renamed one updates the name.
    private func storeChanged(_ change: StoreChange) {
        guard let recording, change.item === recording else { return }
        if change.reason == .removed {
            clearRecording()
        } else {
            showName(of: recording)
        }
    }

    /// Progress from the player; nil means playback failed, which clears the player (as in the book).
    private func playerUpdated(_ state: PlayerState?) {
        guard let state else {
            clearRecording()
            return
        }
        updateProgressDisplays(progress: state.currentTime, duration: state.duration)
    }

    /// Shows the position and duration in the labels and slider, then updates the button (the book's
    /// `updateProgressDisplays(progress:duration:)`).
    func updateProgressDisplays(progress: TimeInterval, duration: TimeInterval) {
        progressLabel.text = timeString(progress)
        durationLabel.text = timeString(duration)
        progressSlider.maximumValue = duration
        progressSlider.value = progress
        updatePlayButton()
    }

    /// "Pause" while playing, "Resume" when paused after the start, "Play" otherwise.
    func updatePlayButton() {
        let title: String
        if audioPlayer?.isPlaying == true {
            title = RecordingsStrings.pause
        } else if audioPlayer?.isPaused == true {
            title = RecordingsStrings.resume
        } else {
            title = RecordingsStrings.play
        }
        playButton.setTitle(title, for: .normal)
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback (the book's `play()`).
    public func play() {
        audioPlayer?.togglePlay()
        updatePlayButton()
    }

    /// Seeks to the slider's position (the book's `setProgress()`).
    public func setProgress() {
        audioPlayer?.setProgress(progressSlider.value)
    }

    /// Renames the recording to the field's text; a refused name is explained and the field shows the
    /// current name again.
    public func textFieldDidEndEditing(_ textField: TextField) {
        guard let recording else { return }
        do {
            try recording.setName(textField.text)
            showName(of: recording)
        } catch {
            textField.text = recording.name
            presentNameError(error)
        }
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    // MARK: Lifecycle

    /// Clears the player once it has left the screen for good (the book resets `recording` in
    /// `viewDidDisappear`), which stops playback.
    ///
    /// NB: ViewKit's split view moves the detail between containers when it collapses or expands, and
    /// the move passes through a disappearance; the check waits for the end of the turn and keeps the
    /// recording when the player is back in a window by then.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        context.clock.enqueue { [weak self] in
            guard let self, self.window == nil || !self.isVisible else { return }
            self.recording = nil
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let recording { coder.encode(recording.uuidPath, forKey: RestorationID.uuidPathKey) }
    }

    /// Shows the encoded recording if it still exists; otherwise the player stays empty.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let recording = context.store.item(atUUIDPath: uuidPath) as? Recording
        {
            self.recording = recording
        }
    }
}
