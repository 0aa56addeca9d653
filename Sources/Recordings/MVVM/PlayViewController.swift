import Foundation
import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit

/// The detail pane's player (the book's `PlayViewController`): a container that shows a
/// ``PlaceholderViewController`` ("No recording selected") while its ``PlayViewModel`` has no recording
/// and a ``RecordingPlayerViewController`` while it has one, with the recording's name in the bar.
///
/// It binds ``PlayViewModel/navigationTitle`` to the title and ``PlayViewModel/hasRecording`` to the child
/// shown; the book hides one of two views instead, and the other patterns swap children, whose screens
/// this one must match. Restoration encodes the loaded recording, so a relaunch loads it again (paused).
@MainActor
public final class PlayViewController: ViewController {
    /// The view model.
    public let viewModel: PlayViewModel
    /// Whether the person went back from this player in a compact window. Playback goes on (the mini
    /// player shows it), and collapsing the split view again does not push the player back; selecting a
    /// recording or tapping the mini player shows a player again.
    public var isDismissed = false
    /// The child shown now: the placeholder, or the recording's controls.
    public private(set) var content: ViewController
    private let clock: any Clock
    private var observations: [PropertyObservation] = []

    /// Creates the player of `viewModel`; `clock` runs the end-of-turn check of ``isDismissed``.
    public init(viewModel: PlayViewModel, clock: any Clock) {
        self.viewModel = viewModel
        self.clock = clock
        content = Self.makeContent(hasRecording: viewModel.hasRecording.value, viewModel: viewModel)
        super.init()
        restorationIdentifier = RestorationID.player
        addChild(content)
        content.didMove(toParent: self)
        observations = [
            viewModel.navigationTitle.observe { [weak self] title in
                guard let self else { return }
                if self.title != title { self.title = title }
                if self.navigationItem.title != title { self.navigationItem.title = title }
            },
            viewModel.hasRecording.observe { [weak self] hasRecording in self?.showContent(hasRecording: hasRecording)
            },
        ]
    }

    public override func loadView() {
        view = View()
        view.addSubview(content.view)
    }

    // MARK: Changing the view

    private static func makeContent(hasRecording: Bool, viewModel: PlayViewModel) -> ViewController {
        hasRecording
            ? RecordingPlayerViewController(viewModel: viewModel)
            : PlaceholderViewController(text: RecordingsStrings.noRecordingSelected)
    }

    /// Swaps the child when a recording is loaded or unloaded.
    ///
    /// NB: the MVC player swaps its child for every other recording too. Here the controls are bound to
    /// the view model and follow it from one recording to the next; only selecting a recording loads
    /// another one while a player is shown, and that shows a new player.
    private func showContent(hasRecording: Bool) {
        guard hasRecording != (content is RecordingPlayerViewController) else { return }
        let old = content
        content = Self.makeContent(hasRecording: hasRecording, viewModel: viewModel)
        old.willMove(toParent: nil)
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
        addChild(content)
        if isViewLoaded { view.addSubview(content.view) }
        content.didMove(toParent: self)
    }

    // MARK: Lifecycle

    /// Marks the player dismissed once the person went back from it in a compact window.
    ///
    /// NB: ViewKit's split view moves the detail between containers when it collapses or expands, and the
    /// move passes through a disappearance; the check waits for the end of the turn and does nothing when
    /// the player is back in a window by then (or never left it).
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        clock.enqueue { [weak self] in
            guard let self, self.window == nil else { return }
            self.isDismissed = true
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let uuidPath = viewModel.recordingUUIDPath {
            coder.encode(uuidPath, forKey: RestorationID.uuidPathKey)
        }
        coder.encode(isDismissed, forKey: RestorationID.dismissedKey)
    }

    /// Loads the encoded recording if it still exists; otherwise the player stays empty.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        isDismissed = coder.decode(Bool.self, forKey: RestorationID.dismissedKey) ?? false
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey) {
            viewModel.restoreRecording(atUUIDPath: uuidPath)
        }
    }
}
