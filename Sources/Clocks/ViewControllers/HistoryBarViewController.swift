import Services
public import ViewKit
import ViewStateStore

/// The history bar along the bottom of every screen (the article's `HistoryViewController`): a
/// "History" slider over the recorded entries and, with the "Split history" switch on, a "Document" and
/// a "View state" slider that move the two models apart.
///
/// NB: in the article the bar sits once below the split view, outside its presentations. ViewKit presents
/// modally over the whole window, which would cover a single bar while the selection screen is up, yet
/// time travel must go through that screen. So each screen that can be on top (the list, the collapsed
/// detail, the selection screen) embeds its own bar, a child view controller; all observe the one
/// ``ClocksHistory``, so they always agree.
@MainActor
public final class HistoryBarViewController: ViewController {
    /// The history travelled through.
    public let history: ClocksHistory
    /// Splits the slider in two.
    public let splitSwitch = Switch()
    /// Moves the whole interface.
    public let historySlider = Slider()
    /// Moves the document alone.
    public let documentSlider = Slider()
    /// Moves the view state alone.
    public let viewStateSlider = Slider()
    private var observation: HistoryObservation?

    /// Creates a bar over `history`.
    public init(history: ClocksHistory) {
        self.history = history
        super.init()
        splitSwitch.accessibilityLabel = ClocksStrings.splitHistory
        historySlider.accessibilityLabel = ClocksStrings.history
        documentSlider.accessibilityLabel = ClocksStrings.documentHistory
        viewStateSlider.accessibilityLabel = ClocksStrings.viewStateHistory
        splitSwitch.addTarget(self, action: HistoryBarViewController.splitChanged, for: .valueChanged)
        historySlider.addTarget(self, action: HistoryBarViewController.historySlid, for: .valueChanged)
        documentSlider.addTarget(self, action: HistoryBarViewController.documentSlid, for: .valueChanged)
        viewStateSlider.addTarget(self, action: HistoryBarViewController.viewStateSlid, for: .valueChanged)
    }

    public override func loadView() {
        let bar = StackView(
            axis: .horizontal, spacing: 8,
            arrangedSubviews: [splitSwitch, historySlider, documentSlider, viewStateSlider])
        bar.accessibilityLabel = ClocksStrings.timeTravel
        view = bar
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observation = history.addObserver { [weak self] in self?.update() }
        update()
    }

    /// Shows the history's entries, positions and split.
    private func update() {
        let maximum = Double(history.lastIndex)
        let states = history.states
        for (slider, position) in [
            (historySlider, history.position), (documentSlider, states.documentPosition),
            (viewStateSlider, states.viewStatePosition),
        ] {
            slider.maximumValue = maximum
            slider.value = Double(position)
        }
        // NB: the undo/redo mode has one model to move, as the article's "undoredo" branch: no switch.
        splitSwitch.isHidden = history.mode == .document
        splitSwitch.isOn = history.isSplit
        historySlider.isHidden = history.isSplit
        documentSlider.isHidden = !history.isSplit
        viewStateSlider.isHidden = !history.isSplit
    }

    // MARK: Actions

    private func splitChanged() {
        history.setSplit(splitSwitch.isOn)
    }

    private func historySlid() {
        history.jump(to: Int(historySlider.value.rounded()))
    }

    private func documentSlid() {
        history.jumpDocument(to: Int(documentSlider.value.rounded()))
    }

    private func viewStateSlid() {
        history.jumpViewState(to: Int(viewStateSlider.value.rounded()))
    }
}
