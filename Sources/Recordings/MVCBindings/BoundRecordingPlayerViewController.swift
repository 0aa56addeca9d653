import Bindings
import Foundation
@preconcurrency import OpenCombine
public import RecordingsCore
import RecordingsUI
public import ViewKit

/// The player of one recording with its views bound straight to the model's publishers, in plain MVC
/// with no view model (chapter 7's lesson): the name field to the recording's name in the store, the
/// progress row (composed by ``progressRow(progress:duration:)``), the slider and the button to the
/// window's ``SharedPlayer``. It takes the place of MVC's `RecordingPlayerViewController` as the child
/// MVC's `PlayViewController` shows while a recording is loaded; actions and renaming are MVC's.
///
/// Each binding belongs to the view it sets, so the controller keeps no observation tokens.
@MainActor
public final class BoundRecordingPlayerViewController: ViewController, TextFieldDelegate {
    /// The recording's name; return renames the recording, any other end of the edit drops it.
    public let nameTextField = TextField()
    /// The playback position and the recording's length, bound to the shared player.
    public let progressRow: StackView
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)

    /// The recording shown.
    public let recording: Recording
    /// The window's playback, which holds ``recording``.
    public let sharedPlayer: SharedPlayer
    /// Creates the player of `recording`, which `sharedPlayer` has loaded, and binds its views.
    public init(recording: Recording, sharedPlayer: SharedPlayer) {
        self.recording = recording
        self.sharedPlayer = sharedPlayer
        progressRow = RecordingsMVCBindings.progressRow(
            progress: sharedPlayer.publisher { $0.progress }, duration: sharedPlayer.publisher { $0.duration })
        super.init()
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: BoundRecordingPlayerViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: BoundRecordingPlayerViewController.play, for: .primaryActionTriggered)
        recording.namePublisher(in: sharedPlayer.context.store).bind(to: nameTextField) { field, name in
            // A rename from elsewhere does not overwrite what the person is typing.
            if !field.isFirstResponder { field.text = name }
        }
        // NB: the maximum first, so the value is not clamped to the old range.
        sharedPlayer.publisher { $0.duration }.bind(to: progressSlider, \.maximumValue)
        sharedPlayer.publisher { $0.progress }.bind(to: progressSlider, \.value)
        sharedPlayer.publisher { $0.playButtonTitle }.bind(to: playButton) { $0.setTitle($1, for: .normal) }
    }

    public override func loadView() {
        view = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, progressRow, progressSlider, playButton])
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

    /// Any end of the edit other than return drops what was typed: the field shows the stored name again.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and explains nothing, in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        textField.text = recording.name
    }

    /// Return renames the recording to the field's text and ends the edit; a refused name is explained
    /// while the field shows the current name again. A recording deleted meanwhile is left alone.
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
