import Foundation
public import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit

/// The record screen with its local view state in one value (the lesson of chapters 6 and 8): its phase and
/// the time recorded in ``displayState``, whose every change redraws the views in `updateViews()`.
///
/// It behaves as chapter 3's `RecordViewController`: recording starts when the screen appears; "Stop" stops
/// the recorder and asks for a name; "Save" adds the recording to the folder, "Cancel" deletes its audio
/// file; either way the screen goes. When no recorder can be made, permission is denied or recording fails,
/// the screen dismisses itself at once. It has no restoration identifier: it is never restored.
@MainActor
public final class RecordViewController: ViewController {
    /// Where the recording goes.
    public let folder: Folder
    /// The app's store, audio and clock.
    public let context: RecordingsLibrary
    /// The recording being made; detached, with an empty name, until it is saved.
    public let recording = Recording(name: "", uuid: UUID())
    /// The time recorded so far.
    public let timeLabel = Label(text: timeString(0), style: .largeTitle)
    /// Stops recording and asks for a name.
    public let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    /// The recorder, once the screen appeared.
    public private(set) var audioRecorder: (any AudioRecorder)?

    /// Where recording stands and the time recorded; every change redraws the views.
    public private(set) var displayState = DisplayState() {
        didSet { updateViews() }
    }

    /// Creates a record screen for `folder`.
    public init(folder: Folder, context: RecordingsLibrary) {
        self.folder = folder
        self.context = context
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    /// Sets the views from ``displayState``: the one place the time label changes.
    private func updateViews() {
        timeLabel.text = displayState.timeText
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard displayState.start() else { return }
        guard let url = context.store.fileURL(for: recording) else {
            cannotRecord(AudioFileError(.unavailable(reason: "the library has no folder for audio")))
            return
        }
        do throws(AudioFileError) {
            audioRecorder = try context.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.displayState.recorded(time)
                } else {
                    self.finish(discarding: true)
                }
            }
        } catch {
            cannotRecord(error)
        }
    }

    /// Leaves the screen and tells the person why nothing could be recorded, on the screen that presented
    /// this one.
    private func cannotRecord(_ error: AudioFileError) {
        let presenter = presentingViewController
        finish(discarding: true)
        let alert = AlertController(title: RecordingsStrings.cannotRecord, message: error.description)
        alert.addAction(AlertAction(title: RecordingsStrings.ok, style: .cancel))
        presenter?.present(alert, animated: true)
    }

    /// The screen left without Save or Cancel (the window closed): the recording is discarded.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard displayState.isUnsaved else { return }
        audioRecorder?.stop()
        _ = displayState.finish()
        context.store.removeFile(for: recording)
    }

    /// Stops recording and asks for the recording's name (the book's `stop(_:)`).
    public func stop() {
        guard displayState.stop() else { return }
        audioRecorder?.stop()
        askForName()
    }

    private func askForName() {
        guard displayState.phase == .naming else { return }
        modalTextAlert(
            title: RecordingsStrings.saveRecording, accept: RecordingsStrings.save,
            placeholder: RecordingsStrings.nameForRecording
        ) { [weak self] text in
            guard let self else { return }
            guard let text else {
                self.finish(discarding: true)
                return
            }
            do throws(NameError) {
                try self.recording.setName(text)
            } catch {
                // The recording stays on disk; the person tries another name.
                self.presentNameError(error) { [weak self] in self?.askForName() }
                return
            }
            // NB: a folder deleted while recording has left the store; the recording then goes to the root
            // folder rather than being lost (as in MVC).
            let destination = self.folder.store === self.context.store ? self.folder : self.context.store.rootFolder
            destination.add(self.recording)
            self.finish(discarding: false)
        }
    }

    /// Dismisses the screen (and anything it presents); discarding deletes the audio file.
    private func finish(discarding: Bool) {
        guard displayState.finish() else { return }
        if discarding { context.store.removeFile(for: recording) }
        if let presenting = presentingViewController {
            presenting.dismiss(animated: true)
        }
    }
}
