import Foundation
import RecordingsCore
import RecordingsRemote
import Services
public import ViewKit

/// The player of one recording, streamed from the server (the controller-owned variant's detail), or
/// "No recording selected".
///
/// The screen asks the server for the audio when it loads ("Loading…" until it arrives) and plays it
/// from a file of its own. Renaming sends the new name first; when the server confirms it the title
/// changes and the folder screen that showed the recording is told (``onRenamed``): there is no model
/// to tell everyone, so the data is passed on by hand.
@MainActor
public final class PlayViewController: ViewController, TextFieldDelegate {
    /// The recording, as its folder's listing showed it; nil for the empty player.
    public private(set) var recording: Recording?
    /// The server, the audio and the clock.
    public let client: RecordingsClient
    /// Called with the recording once the server confirmed a new name.
    public var onRenamed: (@MainActor (Recording) -> Void)?

    /// The recording's name; return renames it on the server, leaving the field drops the edit.
    public let nameTextField = TextField()
    /// "Loading…" until the audio arrived, or why it could not.
    public let statusLabel = Label(text: RecordingsStrings.loading, style: .caption)
    /// The playback position.
    public let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The length of the recording.
    public let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    /// The position; sliding it seeks.
    public let progressSlider = Slider()
    /// Play, Pause or Resume.
    public let playButton = Button(title: RecordingsStrings.play, style: .filled)
    private var player: (any AudioPlayer)?
    private var download: Task<Void, Never>?

    /// Creates the player of `recording` (nil: "No recording selected").
    public init(recording: Recording?, client: RecordingsClient) {
        self.recording = recording
        self.client = client
        super.init()
        nameTextField.accessibilityLabel = RecordingsStrings.name
        nameTextField.delegate = self
        progressSlider.accessibilityLabel = RecordingsStrings.progress
        progressSlider.addTarget(self, action: PlayViewController.setProgress, for: .valueChanged)
        playButton.addTarget(self, action: PlayViewController.play, for: .primaryActionTriggered)
        title = recording?.name ?? ""
        navigationItem.title = title
    }

    isolated deinit {
        download?.cancel()
        player?.cancel()
    }

    public override func loadView() {
        guard let recording else {
            view = StackView(
                axis: .vertical, spacing: 16,
                arrangedSubviews: [Label(text: RecordingsStrings.noRecordingSelected, style: .body)])
            return
        }
        nameTextField.text = recording.name
        playButton.isEnabled = false
        progressSlider.isEnabled = false
        let times = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [nameTextField, statusLabel, times, progressSlider, playButton])
    }

    /// Streams the recording's audio from the server into a file of the screen's own.
    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let recording else { return }
        download = client.webservice.load(client.store.audio(of: recording)) { [weak self] result in
            self?.audioArrived(result)
        }
    }

    private func audioArrived(_ result: Result<Data, NetworkError>) {
        do {
            let data = try result.get()
            guard let recording else { return }
            let url = try client.audioFile(for: recording.uuid)
            try AtomicFile.write(data, to: url)
            player = try client.audio.makePlayer(url: url) { [weak self] state in self?.playerChanged(state) }
            statusLabel.text = ""
            statusLabel.isHidden = true
            playButton.isEnabled = true
            progressSlider.isEnabled = true
            showPlayback()
        } catch {
            statusLabel.text = RecordingsStrings.cannotPlay(recording?.name ?? "") + ": \(error)"
        }
    }

    private func playerChanged(_ state: PlayerState?) {
        guard state != nil else {
            statusLabel.text = RecordingsStrings.cannotPlay(recording?.name ?? "")
            statusLabel.isHidden = false
            playButton.isEnabled = false
            return
        }
        showPlayback()
    }

    private func showPlayback() {
        guard let player else { return }
        let state = PlaybackState(
            isPlaying: player.isPlaying, isPaused: player.isPaused, progress: player.currentTime,
            duration: player.duration)
        progressLabel.text = timeString(state.progress)
        durationLabel.text = timeString(state.duration)
        progressSlider.maximumValue = state.duration
        progressSlider.value = state.progress
        playButton.setTitle(state.buttonTitle, for: .normal)
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback.
    public func play() {
        player?.togglePlay()
    }

    /// Seeks to the slider's position.
    public func setProgress() {
        player?.setProgress(progressSlider.value)
    }

    /// Ends an edit of the name: the field shows the name the server has again. Return has sent the name
    /// already (``textFieldShouldReturn(_:)``); any other end (the person goes back, selects another
    /// recording, another field takes the focus) drops what was typed.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so leaving
    /// it sends nothing and explains nothing, as in every pattern.
    public func textFieldDidEndEditing(_ textField: TextField) {
        textField.text = recording?.name ?? ""
    }

    /// Return ends the edit and sends the new name; the title changes when the server confirms it, and a
    /// refusal or failure puts the old name back and says why.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let submitted = textField.text
        textField.resignFirstResponder()
        rename(to: submitted)
        return true
    }

    private func rename(to text: String) {
        guard let recording, text != recording.name else { return }
        let name: String
        do throws(NameError) {
            name = try RecordingsCore.Item.validatedName(text)
        } catch {
            nameTextField.text = recording.name
            presentMessage(title: RecordingsStrings.invalidName, message: error.description)
            return
        }
        // The name sent shows while the server answers.
        nameTextField.text = text
        var renamed = recording
        renamed.name = name
        client.webservice.load(client.store.change(.update, item: .recording(renamed), in: recording.parentPath)) {
            [weak self] result in
            guard let self else { return }
            if case .success(.applied) = result {
                self.recording = renamed
                self.title = name
                self.navigationItem.title = name
                self.nameTextField.text = name
                self.onRenamed?(renamed)
            } else {
                self.nameTextField.text = self.recording?.name ?? ""
                self.presentMessage(
                    title: RecordingsStrings.serverProblem,
                    message: "“\(recording.name)” was not renamed: \(RecordingsClient.describe(result))")
            }
        }
    }
}
