import RecordingsCore
import Services
public import ViewKit

/// The mini player at the bottom of every folder screen, a child view controller of the screen: the
/// loaded recording's name, its play/pause button and its progress, hidden while nothing is loaded.
///
/// It binds its ``MiniPlayerViewModel``'s outputs to its views; the play button goes to the view model and
/// a tap on the name to the coordinator (``delegate``), which shows the player.
@MainActor
public final class MiniPlayerViewController: ViewController {
    /// The loaded recording's name; tapping it shows the player.
    public let nameButton = Button(title: "", style: .plain)
    /// Play, Pause or Resume, as in the player.
    public let playButton = Button(title: RecordingsStrings.play, style: .plain)
    /// How far playback has come.
    public let progressView = ProgressView()

    /// The view model.
    public let viewModel: MiniPlayerViewModel
    /// The coordinator, held weakly.
    public weak var delegate: (any MiniPlayerViewControllerDelegate)?
    private var observations: [PropertyObservation] = []

    /// Creates the bar of `viewModel`.
    public init(viewModel: MiniPlayerViewModel) {
        self.viewModel = viewModel
        super.init()
        nameButton.addTarget(self, action: MiniPlayerViewController.showPlayer, for: .primaryActionTriggered)
        playButton.addTarget(self, action: MiniPlayerViewController.play, for: .primaryActionTriggered)
    }

    public override func loadView() {
        let bar = StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [nameButton, playButton, progressView])
        bar.accessibilityLabel = RecordingsStrings.nowPlaying
        view = bar
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observations = [
            viewModel.isHidden.observe { [weak self] hidden in self?.view.isHidden = hidden },
            viewModel.title.observe { [weak self] title in self?.nameButton.setTitle(title, for: .normal) },
            viewModel.playButtonTitle.observe { [weak self] title in self?.playButton.setTitle(title, for: .normal) },
            viewModel.progress.observe { [weak self] progress in self?.progressView.progress = progress },
        ]
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback.
    public func play() {
        viewModel.togglePlay()
    }

    /// Asks the coordinator to show the player.
    public func showPlayer() {
        delegate?.miniPlayerDidRequestPlayer(self)
    }
}
