import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The player's controls for a loaded recording: the name in an editable field, the position and
/// duration, a slider that seeks and a Play / Pause / Resume button, all bound to the ``PlayViewModel``.
///
/// Its container, ``PlayViewController``, shows it while the view model has a recording. Return in the
/// name field sends it to the view model (a refused name is explained in an alert); leaving the field
/// without return drops the edit.
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

    /// The view model, shared with the container.
    public let viewModel: PlayViewModel
    private var observations: [PropertyObservation] = []

    /// Creates the controls bound to `viewModel`.
    public init(viewModel: PlayViewModel) {
        self.viewModel = viewModel
        super.init()
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: RecordingPlayerViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: RecordingPlayerViewController.play, for: .primaryActionTriggered)
        // NB: bound on construction, as the book binds in `viewDidLoad`: the views exist already, and the
        // container creates this controller only when it is about to be shown.
        observations = [
            viewModel.nameText.observe { [weak self] name in self?.showName(name) },
            viewModel.timeLabelText.observe { [weak self] text in self?.progressLabel.text = text },
            viewModel.durationLabelText.observe { [weak self] text in self?.durationLabel.text = text },
            viewModel.sliderDuration.observe { [weak self] duration in self?.progressSlider.maximumValue = duration },
            viewModel.sliderProgress.observe { [weak self] progress in self?.progressSlider.value = progress },
            viewModel.playButtonTitle.observe { [weak self] title in self?.playButton.setTitle(title, for: .normal) },
        ]
    }

    public override func loadView() {
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        view = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, times, progressSlider, playButton])
    }

    /// Shows `name` in the field, unless the person is typing there.
    private func showName(_ name: String?) {
        if !nameTextField.isFirstResponder { nameTextField.text = name ?? "" }
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback (the book's `play()`).
    public func play() {
        viewModel.togglePlay()
    }

    /// Seeks to the slider's position (the book's `setProgress()`).
    public func setProgress() {
        viewModel.setProgress(progressSlider.value)
    }

    public func textFieldDidBeginEditing(_ textField: TextField) {
        viewModel.nameEditingBegan()
    }

    /// Ends an edit of the name: the field shows the view model's name again. Return has submitted the
    /// name already (``textFieldShouldReturn(_:)``); any other end (the person goes back, selects another
    /// recording, the window changes size, another field takes the focus) is the view model's to drop.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and explains nothing, in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        viewModel.nameEditingEnded()
        textField.text = viewModel.nameText.value ?? ""
    }

    /// Return sends the name to the view model and ends the edit; a refused name is explained.
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
}
