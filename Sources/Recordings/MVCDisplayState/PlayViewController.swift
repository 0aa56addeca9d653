import Foundation
public import RecordingsCore
public import RecordingsMVC
import RecordingsUI
import Services
public import ViewKit

/// The player with its local view state in one value (chapter 6's lesson "Simplifying Local View State",
/// chapter 8's "model state explicitly and update the hierarchy when it changes"): the loaded recording's
/// name and playback in an optional ``displayState``, and one ``updateViews()`` that sets every view from it.
///
/// It takes the place of chapter 3's player pair (MVC's `PlayViewController` container switching between a
/// placeholder and a `RecordingPlayerViewController`): the book offers the split into two controllers and
/// this value as two answers to the same problem. The title, which chapter 3's player sets in several places,
/// is set in ``updateViews()`` only; actions still only call the shared player or the model, and their
/// result comes back through the observation into ``displayState``.
@MainActor
public final class PlayViewController: ViewController, PlayerScreen, TextFieldDelegate {
    /// The recording's name; return renames the recording, any other end of the edit drops it.
    public let nameTextField = TextField()
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The recording's length.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)
    /// "No recording selected", shown while nothing is loaded.
    public let noRecordingLabel = Label(text: RecordingsStrings.noRecordingSelected, style: .headline)
    /// The controls of a loaded recording (the book's `activeItemElements`), hidden while nothing is loaded.
    public let activeItemElements: StackView

    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    /// Whether the person went back from this player in a compact window (see MVC's player).
    public var isDismissed = false

    /// What the player shows: the loaded recording's name and playback, or nil for "no recording". Every
    /// change redraws the views (the book's `didSet { updateViews() }`).
    public var displayState: DisplayState? {
        didSet { updateViews() }
    }

    /// The recording whose name the person is editing: the loaded one may change under the edit.
    private var editedRecording: Recording?
    private var observation: SharedPlayer.Observation?

    /// Creates the player of `sharedPlayer`'s recording.
    public init(sharedPlayer: SharedPlayer) {
        self.sharedPlayer = sharedPlayer
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        activeItemElements = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, times, progressSlider, playButton])
        super.init()
        restorationIdentifier = RestorationID.player
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: PlayViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: PlayViewController.play, for: .primaryActionTriggered)
        observation = sharedPlayer.addObserver { [weak self] player in self?.sharedPlayerChanged(player) }
    }

    public override func loadView() {
        view = View()
        view.addSubview(noRecordingLabel)
        view.addSubview(activeItemElements)
    }

    // MARK: Changing the view

    /// Takes the window's playback into ``displayState``.
    ///
    /// NB: MVC's player swaps its child when another recording (or none) is loaded, and the swap ends an
    /// edit of the name; this one controller ends the edit itself, so the edit ends the same way.
    private func sharedPlayerChanged(_ player: SharedPlayer) {
        if nameTextField.isFirstResponder, player.recording !== editedRecording {
            nameTextField.resignFirstResponder()
        }
        displayState = DisplayState(player)
    }

    /// Sets every view from ``displayState``: the one place the title, the name field, the progress displays
    /// and which of the controls or "no recording" show are set. The name field keeps what the person types
    /// while editing.
    private func updateViews() {
        activeItemElements.isHidden = displayState == nil
        noRecordingLabel.isHidden = displayState != nil
        let title = displayState?.title ?? ""
        if self.title != title { self.title = title }
        if navigationItem.title != title { navigationItem.title = title }
        if !nameTextField.isFirstResponder { nameTextField.text = displayState?.name ?? "" }
        updateProgressDisplays()
    }

    /// Shows the position, duration and button title (the book's `updateProgressDisplays()`).
    private func updateProgressDisplays() {
        let playState = displayState?.playState ?? PlaybackState()
        progressLabel.text = displayState?.progressText ?? timeString(0)
        durationLabel.text = displayState?.durationText ?? timeString(0)
        progressSlider.maximumValue = playState.duration
        progressSlider.value = playState.progress
        playButton.setTitle(displayState?.playButtonTitle ?? RecordingsStrings.play, for: .normal)
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback (the book's `play()`).
    public func play() {
        sharedPlayer.togglePlay()
    }

    /// Seeks to the slider's position (the book's `setProgress()`).
    public func setProgress() {
        sharedPlayer.setProgress(progressSlider.value)
    }

    public func textFieldDidBeginEditing(_ textField: TextField) {
        editedRecording = sharedPlayer.recording
    }

    /// Any end of the edit other than return drops what was typed: the field shows the display state again.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and explains nothing, in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        editedRecording = nil
        updateViews()
    }

    /// Return renames the recording whose name was edited to the field's text and ends the edit; a refused
    /// name is explained while the field shows the display state again. A recording deleted meanwhile is
    /// left alone.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        let recording = editedRecording ?? sharedPlayer.recording
        textField.resignFirstResponder()
        guard let recording, recording.store != nil else { return true }
        do {
            try recording.setName(submitted)
        } catch {
            presentNameError(error)
        }
        return true
    }

    // MARK: Lifecycle

    /// Marks the player dismissed once the person went back from it in a compact window (as MVC's player:
    /// the check waits for the end of the turn, since a collapse or expansion moves the player through a
    /// disappearance).
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sharedPlayer.context.clock.enqueue { [weak self] in
            guard let self, self.window == nil else { return }
            self.isDismissed = true
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let recording = sharedPlayer.recording {
            coder.encode(recording.uuidPath, forKey: RestorationID.uuidPathKey)
        }
        coder.encode(isDismissed, forKey: RestorationID.dismissedKey)
    }

    /// Loads the encoded recording if it still exists (paused at the start); otherwise the player stays
    /// empty.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        isDismissed = coder.decode(Bool.self, forKey: RestorationID.dismissedKey) ?? false
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let recording = sharedPlayer.context.store.item(atUUIDPath: uuidPath) as? Recording
        {
            sharedPlayer.recording = recording
        }
    }
}
