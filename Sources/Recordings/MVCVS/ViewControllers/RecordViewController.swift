import Foundation
import RecordingsCore
public import Services
public import ViewKit
import ViewStateStore

/// The record screen, presented while the view state has a record view state.
///
/// Recording starts when the screen appears; the recorder's time goes into the view state (continuous)
/// and the label shows it from there. "Stop" stops the recorder and asks for the name: a text alert in
/// the view state, which the split view controller presents over this screen. The take's audio file is
/// deleted when the screen goes without the recording in the document (cancelled, or the window closed).
@MainActor
public final class RecordViewController: ViewController {
    /// The stores.
    public let context: StoreContext
    /// The recording being made.
    public let state: RecordViewState
    /// The time recorded so far.
    public let timeLabel = Label(text: timeString(0), style: .largeTitle)
    /// Stops recording and asks for a name.
    public let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    /// The recorder, once the screen appeared.
    public private(set) var audioRecorder: (any AudioRecorder)?
    private var hasStarted = false
    private var isRecording = false
    private var observation: ViewStateStore.StoreObservation?

    /// Creates the record screen of `state`.
    public init(context: StoreContext, state: RecordViewState) {
        self.context = context
        self.state = state
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
        observation = context.viewStateStore.addObserver(actionType: RecordViewState.Action.self) {
            [weak self] state, _ in
            guard let self, let record = state.recordView, record.recordingUUID == self.state.recordingUUID else {
                return
            }
            self.timeLabel.text = timeString(record.progress)
        }
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasStarted else { return }
        hasStarted = true
        guard let url = context.documentStore.audioURL(forRecording: state.recordingUUID) else {
            cannotRecord(AudioFileError(.unavailable(reason: "the library has no folder for audio")))
            return
        }
        do throws(AudioFileError) {
            isRecording = true
            audioRecorder = try context.documentStore.library.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.context.viewStateStore.setRecordedTime(time)
                } else {
                    self.isRecording = false
                    self.context.viewStateStore.finishRecording()
                }
            }
        } catch {
            isRecording = false
            cannotRecord(error)
        }
    }

    /// Closes the screen and says why nothing could be recorded.
    private func cannotRecord(_ error: AudioFileError) {
        context.viewStateStore.finishRecording()
        context.viewStateStore.showMessage(
            MessageAlertState(title: RecordingsStrings.cannotRecord, message: error.description))
    }

    /// The screen went: a take that is not in the document is deleted.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isRecording { audioRecorder?.stop() }
        isRecording = false
        context.documentStore.discardAudio(ofRecording: state.recordingUUID)
    }

    /// Stops recording and asks for the recording's name (the book's `stop(_:)`).
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        audioRecorder?.stop()
        context.viewStateStore.askForRecordingName()
    }
}
