import Foundation
import MAVB
import RecordingsCore
import Services
import ViewKit

/// The record screen as a plain view controller (the book's own interoperability example: "a reactive
/// version of MVC+VS"): any binder can be replaced by a controller with the same parameters, because the
/// split view's presentations take any ``MAVB/ViewControllerConvertible``.
///
/// It starts recording when it appears and shows the time; "Stop" stops the recorder and puts the name
/// alert into the split state. A take that is not in the document when the screen goes (cancelled, the
/// window closed) has its audio deleted.
@MainActor
final class RecordViewController: ViewController {
    let record: RecordState
    let split: SplitState
    let store: StoreAdapter
    let timeLabel = Label(text: timeString(0), style: .largeTitle)
    let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    private var recorder: (any AudioRecorder)?
    private var hasStarted = false
    private var isRecording = false

    init(_ record: RecordState, _ split: SplitState, _ store: StoreAdapter) {
        self.record = record
        self.split = split
        self.store = store
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
    }

    override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !hasStarted else { return }
        hasStarted = true
        let library = store.library
        guard let url = library.store.fileURL(for: Recording(name: "", uuid: record.recordingUuid)) else {
            cannotRecord(AudioFileError(.unavailable(reason: "the library has no folder for audio")))
            return
        }
        do throws(AudioFileError) {
            isRecording = true
            recorder = try library.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.timeLabel.text = timeString(time)
                } else {
                    self.isRecording = false
                    self.split.recordState.clear()
                }
            }
        } catch {
            isRecording = false
            cannotRecord(error)
        }
    }

    private func cannotRecord(_ error: AudioFileError) {
        split.recordState.clear()
        split.show(AlertMessage(title: RecordingsStrings.cannotRecord, message: error.description))
    }

    /// The screen went: a take that is not in the document is deleted.
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isRecording { recorder?.stop() }
        isRecording = false
        guard store.document[record.recordingUuid] == nil else { return }
        store.library.store.removeFile(for: Recording(name: "", uuid: record.recordingUuid))
    }

    /// Stops recording and asks for the name.
    func stop() {
        guard isRecording else { return }
        isRecording = false
        recorder?.stop()
        split.textAlert.set(TextAlertState(parentUuid: record.parentUuid, recordingUuid: record.recordingUuid))
    }
}
