public import RecordingsCore
import Services
public import ViewKit

/// The mini player at the bottom of every folder screen, a child view controller of the screen
/// (chapter 3's improvement 5, and the feature of the book's videos): the loaded recording's name, its
/// play/pause button and its progress; hidden while nothing is loaded.
///
/// It observes the window's ``SharedPlayer``, as the detail player does, so both always show the same
/// playback. Tapping the name shows the player for that recording: pushed in a compact window, as the
/// detail in a regular one.
@MainActor
public final class MiniPlayerViewController: ViewController {
    /// The loaded recording's name; tapping it shows the player.
    public let nameButton = Button(title: "", style: .plain)
    /// Play, Pause or Resume, as in the player.
    public let playButton = Button(title: RecordingsStrings.play, style: .plain)
    /// How far playback has come.
    public let progressView = ProgressView()

    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    /// Makes the player the name button shows.
    public let screens: any ScreenFactory
    private var observation: SharedPlayer.Observation?

    /// Creates the mini player of `sharedPlayer`, whose name button shows a player from `screens`.
    public init(sharedPlayer: SharedPlayer, screens: any ScreenFactory = MVCScreens()) {
        self.sharedPlayer = sharedPlayer
        self.screens = screens
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
        observation = sharedPlayer.addObserver { [weak self] player in self?.update(for: player) }
    }

    private func update(for player: SharedPlayer) {
        guard let recording = player.recording else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        nameButton.setTitle(recording.name, for: .normal)
        playButton.setTitle(player.playButtonTitle, for: .normal)
        progressView.progress = player.fractionPlayed
    }

    // MARK: Actions

    /// Starts, pauses or resumes playback.
    public func play() {
        sharedPlayer.togglePlay()
    }

    /// Shows the player of the loaded recording: pushes it in a compact window (the one the person went
    /// back from, if it is still the split view's detail), shows it as the detail in a regular one.
    public func showPlayer() {
        guard sharedPlayer.recording != nil, let split = splitViewController else { return }
        let current = split.secondaryViewController as? NavigationController
        if let player = current?.viewControllers.first as? any PlayerScreen, let current {
            player.isDismissed = false
            current.popToRootViewController(animated: false)
            if split.isCollapsed { split.showDetailViewController(current, sender: self) }
        } else {
            split.showDetailViewController(
                screens.instantiatePlayerNavigationController(sharedPlayer: sharedPlayer), sender: self)
        }
    }
}
