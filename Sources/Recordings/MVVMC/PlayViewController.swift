import Bindings
import Foundation
import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The player (the book's MVVM-C `PlayViewController`): it binds every view to its view model's outputs
/// and forwards play/pause, seeks and the name field's edits.
///
/// As in the book, one controller shows both states: without a recording, "No recording selected" shows
/// and the other elements are hidden (bound to `noRecording` and `hasRecording`).
@MainActor
public final class PlayViewController: ViewController, TextFieldDelegate {
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
    /// Shown while there is no recording.
    public let noRecordingLabel = Label(text: RecordingsStrings.noRecordingSelected, style: .headline)
    /// The elements that need a recording; hidden while there is none.
    public let activeItemElements = StackView(axis: .vertical, spacing: 16)
    /// The view model.
    public let viewModel: PlayViewModel
    /// Whether the person went back from this player in a compact window: playback goes on (the mini
    /// player shows it), and collapsing the split view again does not push the player back.
    public var isDismissed = false

    /// Creates the player of `viewModel`.
    public init(viewModel: PlayViewModel) {
        self.viewModel = viewModel
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
        // NB: bound on construction rather than in `viewDidLoad`: the navigation bar shows the title of a
        // player whose view has not loaded yet (a restored or collapsed detail).
        viewModel.navigationTitle.bind(to: self) { controller, title in
            controller.title = title
            controller.navigationItem.title = title
        }
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 16, arrangedSubviews: [noRecordingLabel, activeItemElements])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.noRecording.bind(to: activeItemElements, \.isHidden)
        viewModel.hasRecording.bind(to: noRecordingLabel, \.isHidden)
        viewModel.timeLabelText.bind(to: progressLabel, \.text)
        viewModel.durationLabelText.bind(to: durationLabel, \.text)
        // NB: the maximum first, so the value is not clamped to the old range.
        viewModel.sliderDuration.bind(to: progressSlider, \.maximumValue)
        viewModel.sliderProgress.bind(to: progressSlider, \.value)
        viewModel.playButtonTitle.bind(to: playButton) { $0.setTitle($1, for: .normal) }
        viewModel.nameText.bind(to: nameTextField) { field, name in
            // A rename from elsewhere does not overwrite what the person is typing.
            if !field.isFirstResponder { field.text = name ?? "" }
        }
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback.
    public func play() {
        viewModel.togglePlay()
    }

    /// Seeks to the slider's position.
    public func setProgress() {
        viewModel.setProgress(progressSlider.value)
    }

    /// Tells the view model which recording the edit is for.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        viewModel.nameEditingBegan()
    }

    /// Ends an edit of the name: the field shows the stored name again. Return has submitted the name
    /// already (``textFieldShouldReturn(_:)``); any other end (the person goes back, selects another
    /// recording, the window changes size, another field takes the focus) is the view model's to drop.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and explains nothing, in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        textField.text = viewModel.nameEditingEnded()
    }

    /// Return submits the name to the view model and ends the edit; a refused name is explained.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        do throws(NameError) {
            try viewModel.nameChanged(submitted)
        } catch {
            presentNameError(error)
        }
        textField.resignFirstResponder()
        return true
    }

    // MARK: Lifecycle

    /// Marks the player dismissed once the person went back from it in a compact window.
    ///
    /// NB: ViewKit's split view moves the detail between containers when it collapses or expands, and the
    /// move passes through a disappearance; the check waits for the end of the turn and does nothing when
    /// the player is in a window by then.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.sharedPlayer.context.clock.enqueue { [weak self] in
            guard let self, self.window == nil else { return }
            self.isDismissed = true
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let recording = viewModel.sharedPlayer.recording {
            coder.encode(recording.uuidPath, forKey: RestorationID.uuidPathKey)
        }
        coder.encode(isDismissed, forKey: RestorationID.dismissedKey)
    }

    /// Loads the encoded recording if it still exists (paused at the start).
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        isDismissed = coder.decode(Bool.self, forKey: RestorationID.dismissedKey) ?? false
        let sharedPlayer = viewModel.sharedPlayer
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let recording = sharedPlayer.context.store.item(atUUIDPath: uuidPath) as? Recording
        {
            sharedPlayer.recording = recording
        }
    }
}
