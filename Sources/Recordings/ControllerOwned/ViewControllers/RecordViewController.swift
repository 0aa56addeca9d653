public import Foundation
import RecordingsCore
import RecordingsRemote
import Services
public import ViewKit

/// The record screen of the controller-owned variant: records into a file of its own, asks for a name,
/// and uploads the recording; it closes when the server confirms it (``onSaved`` then adds the row). A
/// failed upload keeps the take and offers to try again, so nothing recorded is lost to the network.
@MainActor
public final class RecordViewController: ViewController {
    /// The server's path of the folder the recording goes to.
    public let folderPath: [UUID]
    /// The server, the audio and the clock.
    public let client: RecordingsClient
    /// Called with the recording once the server has it.
    public var onSaved: (@MainActor (Recording) -> Void)?
    /// The time recorded so far.
    public let timeLabel = Label(text: timeString(0), style: .largeTitle)
    /// Stops recording and asks for a name.
    public let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    private var recorder: (any AudioRecorder)?
    private var file: URL?
    /// The new recording's identity, chosen before recording, so its audio file is named after it.
    private let uuid = UUID()
    private var isRecording = false
    private var isFinished = false

    /// Creates the record screen for the folder at `folderPath`.
    public init(folderPath: [UUID], client: RecordingsClient) {
        self.folderPath = folderPath
        self.client = client
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard file == nil, !isFinished else { return }
        do {
            let url = try client.audioFile(for: uuid)
            file = url
            isRecording = true
            recorder = try client.audio.makeRecorder(url: url) { [weak self] time in
                guard let self else { return }
                if let time {
                    self.timeLabel.text = timeString(time)
                } else if self.isRecording {
                    self.finish(reason: RecordingsStrings.cannotRecord)
                }
            }
        } catch {
            finish(reason: "\(RecordingsStrings.cannotRecord): \(error)")
        }
    }

    /// A window closed under the screen: the take goes.
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !isFinished else { return }
        recorder?.stop()
        discardFile()
        isFinished = true
    }

    /// Stops recording and asks for the recording's name.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        recorder?.stop()
        askForName()
    }

    private func askForName(suggesting name: String? = nil) {
        modalTextAlert(
            title: RecordingsStrings.saveRecording, accept: RecordingsStrings.save,
            placeholder: RecordingsStrings.nameForRecording
        ) { [weak self] text in
            guard let self else { return }
            guard let text else {
                self.finish(reason: nil)
                return
            }
            do throws(NameError) {
                self.upload(named: try RecordingsCore.Item.validatedName(text))
            } catch {
                self.presentMessage(title: RecordingsStrings.invalidName, message: error.description) { [weak self] in
                    self?.askForName()
                }
            }
        }
    }

    private func upload(named name: String) {
        guard let file else { return }
        let audio: Data
        do {
            audio = try Data(contentsOf: file)
        } catch {
            finish(reason: "The recording could not be read (\(error.localizedDescription)).")
            return
        }
        let recording = Recording(uuid: uuid, name: name, parentPath: folderPath)
        client.webservice.load(client.store.change(.create, item: .recording(recording), in: folderPath, audio: audio))
        {
            [weak self] result in
            guard let self else { return }
            if case .success(.applied) = result {
                self.onSaved?(recording)
                self.finish(reason: nil)
                return
            }
            let alert = AlertController(
                title: RecordingsStrings.serverProblem,
                message: "“\(name)” was not saved on the server: \(RecordingsClient.describe(result))")
            alert.addAction(
                AlertAction(title: "Discard", style: .destructive) { [weak self] _ in self?.finish(reason: nil) })
            alert.addAction(AlertAction(title: "Try Again") { [weak self] _ in self?.upload(named: name) })
            self.present(alert, animated: true)
        }
    }

    /// Closes the screen, discarding the take; `reason` is told to the person on the screen below.
    private func finish(reason: String?) {
        guard !isFinished else { return }
        isFinished = true
        isRecording = false
        discardFile()
        let presenter = presentingViewController
        presenter?.dismiss(animated: true)
        if let reason { presenter?.presentMessage(title: RecordingsStrings.cannotRecord, message: reason) }
    }

    private func discardFile() {
        if let file { try? FileManager.default.removeItem(at: file) }
    }
}
