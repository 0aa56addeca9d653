import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The record screen (the book's `RecordViewController`), presented by the coordinator: the time recorded
/// so far and a Stop button, bound to a ``RecordViewModel``.
///
/// Recording starts when the screen appears. "Stop" asks for a name; the view model saves or discards the
/// take and the coordinator (``delegate``) dismisses the screen. The screen has no restoration identifier:
/// it is never restored.
@MainActor
public final class RecordViewController: ViewController {
    /// The time recorded so far.
    public let timeLabel = Label(text: timeString(0), style: .largeTitle)
    /// Stops recording and asks for a name.
    public let stopButton = Button(title: RecordingsStrings.stop, style: .destructive)
    /// The view model.
    public let viewModel: RecordViewModel
    /// The coordinator, held weakly.
    public weak var delegate: (any RecordViewControllerDelegate)?
    private var observation: PropertyObservation?

    /// Creates the record screen of `viewModel`.
    public init(viewModel: RecordViewModel) {
        self.viewModel = viewModel
        super.init()
        modalPresentationStyle = .pageSheet
        stopButton.addTarget(self, action: RecordViewController.stop, for: .primaryActionTriggered)
        viewModel.onFinish = { [weak self] outcome in
            guard let self else { return }
            self.delegate?.finishedRecording(self, outcome: outcome)
        }
        observation = viewModel.timeLabelText.observe { [weak self] text in self?.timeLabel.text = text }
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 24, arrangedSubviews: [timeLabel, stopButton])
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.start()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        viewModel.screenLeft()
    }

    // MARK: Actions

    /// Stops recording and asks for the recording's name (the book's `stop(_:)`).
    public func stop() {
        if viewModel.stop() { askForName() }
    }

    private func askForName() {
        guard viewModel.isNaming else { return }
        modalTextAlert(
            title: RecordingsStrings.saveRecording, accept: RecordingsStrings.save,
            placeholder: RecordingsStrings.nameForRecording
        ) { [weak self] text in
            guard let self else { return }
            do throws(NameError) {
                try self.viewModel.save(name: text)
            } catch {
                // The take stays on disk; the person tries another name.
                self.presentNameError(error) { [weak self] in self?.askForName() }
            }
        }
    }
}
