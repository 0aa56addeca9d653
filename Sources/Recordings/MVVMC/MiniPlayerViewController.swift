import Bindings
import RecordingsCore
public import ViewKit

/// The mini player at the bottom of every folder screen, a child view controller that only binds its
/// view model's outputs and forwards taps: the name shows the player (through the coordinator), the
/// button plays and pauses.
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
    /// Shows the player when the name is tapped.
    public weak var delegate: (any MiniPlayerViewControllerDelegate)?

    /// Creates the mini player of `viewModel`.
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
        viewModel.isHidden.bind(to: view, \.isHidden)
        viewModel.name.bind(to: nameButton) { $0.setTitle($1, for: .normal) }
        viewModel.playButtonTitle.bind(to: playButton) { $0.setTitle($1, for: .normal) }
        viewModel.progress.bind(to: progressView, \.progress)
    }

    /// Starts, pauses or resumes playback.
    public func play() {
        viewModel.togglePlay()
    }

    /// Asks the coordinator to show the player.
    public func showPlayer() {
        delegate?.showPlayer()
    }
}
