import Foundation
public import RecordingsCore
import Services
public import ViewKit
import ViewStateStore

/// The player (the book's MVC+VS `PlayViewController`), the split view's detail: the loaded recording's
/// name in an editable field, its position and duration, a slider that seeks and a Play / Pause / Resume
/// button; "No recording selected" while nothing is loaded.
///
/// Every change arrives through an observer: the play selection and the play state from the view state
/// (``updatePlayState(_:)``), the name from the document. ``play()`` only calls `togglePlay()` on the
/// view-state store, as in the book; the window's ``PlaybackAdapter`` toggles the audio, which the play
/// state then reports.
@MainActor
public final class PlayViewController: ViewController, TextFieldDelegate {
    /// The recording's name; return renames it, leaving the field drops the edit.
    public let nameTextField = TextField()
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The recording's length.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The playback position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)
    /// "No recording selected".
    public let noRecordingLabel = Label(text: RecordingsStrings.noRecordingSelected)
    /// The stores.
    public let context: StoreContext
    private var activeItemElements: StackView?
    private var observations: [ViewStateStore.StoreObservation] = []

    /// Creates the player of `context`'s window.
    public init(context: StoreContext) {
        self.context = context
        super.init()
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        nameTextField.addTarget(self, action: PlayViewController.nameEdited, for: .editingChanged)
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: PlayViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: PlayViewController.play, for: .primaryActionTriggered)
        title = ""
        navigationItem.title = ""
    }

    public override func loadView() {
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        let controls = StackView(
            axis: .vertical, spacing: 16, arrangedSubviews: [nameTextField, times, progressSlider, playButton])
        activeItemElements = controls
        view = View()
        view.addSubview(noRecordingLabel)
        view.addSubview(controls)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observations = context.observePlayView(
            selection: { [weak self] playView in self?.updateSelection(playView) },
            playback: { [weak self] playView in
                self?.endEditingWithoutDraft(playView)
                self?.updatePlayState(playView.playState)
            })
    }

    /// The title of the play button for `playState` (the book's rule, with the audio's own word for a
    /// pause): "Pause" while playing, "Resume" when paused after the start, "Play" otherwise.
    public static func playButtonTitle(_ playState: PlayState?) -> String {
        (playState ?? PlayState()).buttonTitle
    }

    // MARK: Changing the view

    /// The recording shown now, if any.
    public var recording: DocumentRecording? {
        context.viewStateStore.content.playView.uuid.flatMap { context.documentStore[$0]?.recording }
    }

    /// Shows the loaded recording's controls and name, or the "no recording" label.
    private func updateSelection(_ playView: PlayViewState) {
        let recording = self.recording
        endEditingWithoutDraft(playView)
        let title = recording?.name ?? ""
        if self.title != title { self.title = title }
        if navigationItem.title != title { navigationItem.title = title }
        activeItemElements?.isHidden = recording == nil
        noRecordingLabel.isHidden = recording != nil
        if let recording, !nameTextField.isFirstResponder { nameTextField.text = recording.name }
        updatePlayState(playView.playState)
    }

    /// Ends the person's edit of the name when the view state holds no draft any more (another recording
    /// was loaded, the same one selected again, the player gone back from).
    private func endEditingWithoutDraft(_ playView: PlayViewState) {
        if playView.pendingName == nil, nameTextField.isFirstResponder { nameTextField.resignFirstResponder() }
    }

    /// Shows the position, duration and button title of `playState` (the book's `updatePlayState`).
    func updatePlayState(_ playState: PlayState?) {
        let progress = playState?.progress ?? 0
        let duration = playState?.duration ?? 0
        progressLabel.text = timeString(progress)
        durationLabel.text = timeString(duration)
        progressSlider.maximumValue = duration
        progressSlider.value = progress
        playButton.setTitle(Self.playButtonTitle(playState), for: .normal)
    }

    // MARK: Actions

    /// Plays, pauses or resumes (the book's `play()`: a view-state action, never the player directly).
    public func play() {
        context.viewStateStore.togglePlay()
    }

    /// Seeks to the slider's position.
    public func setProgress() {
        context.viewStateStore.seek(to: progressSlider.value)
    }

    /// Holds what the person typed as the view state's pending name.
    public func nameEdited() {
        context.viewStateStore.setPendingName(nameTextField.text)
    }

    /// An edit of the name begins: the view state holds the text as the pending name.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        context.viewStateStore.setPendingName(textField.text)
    }

    /// Ends an edit of the name: the field shows the stored name again. Return has submitted the name
    /// already (``textFieldShouldReturn(_:)``); any other end (the person goes back, selects another
    /// recording, the window changes size, another field takes the focus) drops what was typed.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it saves nothing and shows no message, in every pattern: the view state's pending name goes.
    public func textFieldDidEndEditing(_ textField: TextField) {
        context.viewStateStore.setPendingName(nil)
        textField.text = recording?.name ?? ""
    }

    /// Return ends the edit and renames the recording to what was typed; a refused name is explained by
    /// a message in the view state, and the field shows the current name again.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        textField.resignFirstResponder()
        guard let recording else { return true }
        do throws(NameError) {
            try context.documentStore.renameItem(uuid: recording.uuid, to: submitted)
        } catch {
            context.viewStateStore.showMessage(
                MessageAlertState(title: RecordingsStrings.invalidName, message: error.description))
        }
        return true
    }
}
