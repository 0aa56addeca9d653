import Foundation
public import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The player of one recording: the name in an editable field, the position and duration, a slider
/// that seeks, and a Play / Pause / Resume button. The "recording" child of chapter 3's improvement 5:
/// its container (``PlayViewController``) shows it only while a recording is loaded, so ``recording`` is
/// never nil here and no method has a "no recording" branch.
///
/// Playback belongs to the window's ``SharedPlayer``: the controller observes it (progress and button
/// title) and sends it play/pause and seeks, so the mini player and this screen always agree. The name
/// comes from the store through the observer helper, with its initial call (improvement 1).
@MainActor
public final class RecordingPlayerViewController: ViewController, TextFieldDelegate {
    /// The recording's name; return renames the recording, leaving the field drops the edit.
    public let nameTextField = TextField()
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The recording's length.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)

    /// The recording shown.
    public let recording: Recording
    /// The window's playback, which holds ``recording``.
    public let sharedPlayer: SharedPlayer
    private var playerObservation: SharedPlayer.Observation?
    private var recordingObservation: StoreObservation?

    /// Creates the player of `recording`, which `sharedPlayer` has loaded.
    public init(recording: Recording, sharedPlayer: SharedPlayer) {
        self.recording = recording
        self.sharedPlayer = sharedPlayer
        super.init()
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: RecordingPlayerViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: RecordingPlayerViewController.play, for: .primaryActionTriggered)
        recordingObservation = sharedPlayer.context.store.addObserver(at: recording.uuidPath) {
            [weak self] (recording: Recording?) in
            if let recording { self?.showName(of: recording) }
        }
        playerObservation = sharedPlayer.addObserver { [weak self] player in
            self?.updateProgressDisplays(progress: player.progress, duration: player.duration)
        }
    }

    public override func loadView() {
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        view = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, times, progressSlider, playButton])
    }

    // MARK: Changing the view

    private func showName(of recording: Recording) {
        if !nameTextField.isFirstResponder { nameTextField.text = recording.name }
    }

    /// Shows the position and duration in the labels and slider, and the shared player's button title
    /// (the book's `updateProgressDisplays(progress:duration:)`).
    func updateProgressDisplays(progress: TimeInterval, duration: TimeInterval) {
        progressLabel.text = timeString(progress)
        durationLabel.text = timeString(duration)
        progressSlider.maximumValue = duration
        progressSlider.value = progress
        playButton.setTitle(sharedPlayer.playButtonTitle, for: .normal)
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

    /// Ends an edit of the name: the field shows the stored name again. Return has submitted the name
    /// already (``textFieldShouldReturn(_:)``); any other end (the person goes back, selects another
    /// recording, the window changes size, another field takes the focus) drops what was typed.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and explains nothing, in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        textField.text = recording.name
    }

    /// Return submits the name and ends the edit: the recording is renamed to the field's text, and a
    /// refused name is explained while the field shows the current name again. A recording deleted
    /// meanwhile is left alone.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        textField.resignFirstResponder()
        guard recording.store != nil else { return true }
        do {
            try recording.setName(submitted)
        } catch {
            presentNameError(error)
        }
        return true
    }
}
