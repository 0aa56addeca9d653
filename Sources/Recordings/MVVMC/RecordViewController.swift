import Bindings
import Foundation
import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit

/// The record screen (the sample's MVVM-C `RecordViewController`): it runs the recorder, binds the time
/// label to its view model, asks for a name when the person stops, and tells its delegate (the
/// coordinator) when it is done. The take is saved or discarded by the view model.
@MainActor
public final class RecordViewController: ViewController {
    /// The seconds recorded.
    public let timeLabel = Label(text: timeString(0), style: .largeTitle)
    /// Stops recording and asks for a name.
    public let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    /// The view model.
    public let viewModel: RecordViewModel
    /// Dismisses the screen.
    public weak var delegate: (any RecordViewControllerDelegate)?
    /// The recorder, while recording.
    public private(set) var audioRecorder: (any AudioRecorder)?
    private var phase = Phase.waiting

    private enum Phase {
        case waiting
        case recording
        case naming
        case finished
    }

    /// Creates the record screen of `viewModel`.
    public init(viewModel: RecordViewModel) {
        self.viewModel = viewModel
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.timeLabelText.bind(to: timeLabel, \.text)
    }

    /// Starts recording once the screen is up; a recorder that cannot start closes the screen and says
    /// why ("Cannot record").
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard phase == .waiting else { return }
        phase = .recording
        guard let url = viewModel.audioURL else {
            cannotRecord(AudioFileError(.unavailable(reason: "the library has no folder for audio")))
            return
        }
        do throws(AudioFileError) {
            audioRecorder = try viewModel.library.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.viewModel.recorderStateChanged(time: time)
                } else {
                    self.finish(discarding: true)
                }
            }
        } catch {
            cannotRecord(error)
        }
    }

    private func cannotRecord(_ error: AudioFileError) {
        let presenter = presentingViewController
        finish(discarding: true)
        presenter?.presentMessage(
            title: RecordingsStrings.cannotRecord, message: error.description, ok: RecordingsStrings.ok)
    }

    /// A screen closed while recording (its window closed) discards the take.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard phase == .recording || phase == .naming else { return }
        audioRecorder?.stop()
        phase = .finished
        viewModel.discard()
    }

    /// Stops recording and asks for the recording's name.
    public func stop() {
        guard phase == .recording else { return }
        phase = .naming
        audioRecorder?.stop()
        askForName()
    }

    private func askForName() {
        guard phase == .naming else { return }
        modalTextAlert(
            title: RecordingsStrings.saveRecording, accept: RecordingsStrings.save, cancel: RecordingsStrings.cancel,
            placeholder: RecordingsStrings.nameForRecording
        ) { [weak self] text in
            guard let self else { return }
            guard let text else {
                self.finish(discarding: true)
                return
            }
            do throws(NameError) {
                try self.viewModel.save(named: text)
            } catch {
                // The take stays on disk; the person tries another name.
                self.presentNameError(error) { [weak self] in self?.askForName() }
                return
            }
            self.finish(discarding: false)
        }
    }

    private func finish(discarding: Bool) {
        guard phase != .finished else { return }
        phase = .finished
        if discarding { viewModel.discard() }
        delegate?.finishedRecording(self)
    }
}
