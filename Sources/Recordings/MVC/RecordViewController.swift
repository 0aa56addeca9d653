import Foundation
public import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit

/// The record screen (the book's `RecordViewController`), presented modally by a folder screen.
///
/// Recording starts when the screen appears; the time label ticks once a second. "Stop" stops the
/// recorder and asks for a name: "Save" adds the recording to the folder, "Cancel" deletes its audio
/// file; either way the screen goes. When no recorder can be made, permission is denied or recording
/// fails, the screen dismisses itself at once. The screen has no restoration identifier: it is never
/// restored (the book's choice).
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
    private var phase = Phase.waiting

    private enum Phase {
        /// Not on screen yet.
        case waiting
        /// Recording (or asking for permission).
        case recording
        /// Stopped; asking for a name.
        case naming
        /// Saved, discarded or failed.
        case finished
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

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard phase == .waiting else { return }
        phase = .recording
        guard let url = context.store.fileURL(for: recording) else {
            cannotRecord(AudioFileError(.unavailable(reason: "the library has no folder for audio")))
            return
        }
        do throws(AudioFileError) {
            audioRecorder = try context.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.timeLabel.text = timeString(time)
                } else {
                    self.finish(discarding: true)
                }
            }
        } catch {
            cannotRecord(error)
        }
    }

    /// Leaves the screen and tells the person why nothing could be recorded (the reference code's
    /// "Cannot record" alert), on the screen that presented this one.
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
        guard phase == .recording || phase == .naming else { return }
        audioRecorder?.stop()
        phase = .finished
        context.store.removeFile(for: recording)
    }

    /// Stops recording and asks for the recording's name (the book's `stop(_:)`).
    public func stop() {
        guard phase == .recording else { return }
        phase = .naming
        audioRecorder?.stop()
        askForName()
    }

    private func askForName() {
        guard phase == .naming else { return }
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
            // NB: a folder deleted while recording has left the store; the recording then goes to the
            // root folder rather than being lost.
            let destination = self.folder.store === self.context.store ? self.folder : self.context.store.rootFolder
            destination.add(self.recording)
            self.finish(discarding: false)
        }
    }

    /// Dismisses the screen (and anything it presents); discarding deletes the audio file.
    private func finish(discarding: Bool) {
        guard phase != .finished else { return }
        phase = .finished
        if discarding { context.store.removeFile(for: recording) }
        if let presenting = presentingViewController {
            presenting.dismiss(animated: true)
        }
    }
}
