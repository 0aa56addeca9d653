import Foundation
import RecordingsCore
import Services
public import ViewKit
import ViewStateStore

/// The mini player at the bottom of every folder screen: the loaded recording's name, its play button and
/// its progress, hidden while nothing is loaded.
///
/// The book's own example of the view state as a channel between controllers: it observes the same play
/// view state as the player screen, with no link to it, so both always agree. Its actions are view-state
/// actions: play toggles the play state, the name asks for the player.
@MainActor
public final class MiniPlayerViewController: ViewController {
    /// The loaded recording's name; tapping it shows the player.
    public let nameButton = Button(title: "", style: .plain)
    /// Play, Pause or Resume, as in the player.
    public let playButton = Button(title: RecordingsStrings.play, style: .plain)
    /// How far playback has come.
    public let progressView = ProgressView()
    /// The stores.
    public let context: StoreContext
    private var observations: [ViewStateStore.StoreObservation] = []

    /// Creates the mini player of `context`'s window.
    public init(context: StoreContext) {
        self.context = context
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
        observations = context.observePlayView(selection: { [weak self] playView in self?.update(playView) })
    }

    private func update(_ playView: PlayViewState) {
        guard let uuid = playView.uuid, let recording = context.documentStore[uuid]?.recording else {
            view.isHidden = true
            return
        }
        view.isHidden = false
        nameButton.setTitle(recording.name, for: .normal)
        playButton.setTitle(PlayViewController.playButtonTitle(playView.playState), for: .normal)
        progressView.progress = (playView.playState ?? PlayState()).fraction
    }

    // MARK: Actions

    /// Plays, pauses or resumes: a view-state action the audio follows.
    public func play() {
        context.viewStateStore.togglePlay()
    }

    /// Asks for the player of the loaded recording: pushed in a compact window, the detail in a regular one.
    public func showPlayer() {
        guard context.viewStateStore.content.playView.uuid != nil else { return }
        context.viewStateStore.setPlayerDismissed(false)
    }
}
