import Foundation
public import RecordingsCore
import RecordingsUI
import Services
public import ViewKit

/// The detail pane's player (the book's `PlayViewController`), split by chapter 3's improvement 5 into
/// a container that switches between two children: a ``PlaceholderViewController`` saying "No recording
/// selected" while nothing is loaded, and a ``RecordingPlayerViewController`` for the loaded recording.
///
/// The container observes the window's ``SharedPlayer`` and swaps the child when the loaded recording
/// changes; neither child has an optional recording to check. The navigation bar shows the recording's
/// name. Restoration encodes the loaded recording, so a relaunch loads it again (paused).
@MainActor
public final class PlayViewController: ViewController, PlayerScreen {
    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    /// Whether the person went back from this player in a compact window. Playback goes on (the mini
    /// player shows it), and collapsing the split view again does not push the player back; selecting a
    /// recording or tapping the mini player shows a player again.
    public var isDismissed = false
    /// The child shown now: the placeholder, or the player of the loaded recording.
    public private(set) var content: ViewController
    /// The recording the current child shows, if any.
    public private(set) var recording: Recording?
    /// Makes the child that shows a loaded recording: ``RecordingPlayerViewController`` here, a lesson
    /// variant's own player through ``init(sharedPlayer:recordingPlayer:)``.
    private let makeRecordingPlayer: @MainActor (Recording, SharedPlayer) -> ViewController
    private var observation: SharedPlayer.Observation?

    /// Creates the player of `sharedPlayer`'s recording.
    public convenience init(sharedPlayer: SharedPlayer) {
        self.init(sharedPlayer: sharedPlayer) { RecordingPlayerViewController(recording: $0, sharedPlayer: $1) }
    }

    /// Creates the player of `sharedPlayer`'s recording whose loaded recording shows in the child
    /// `recordingPlayer` makes (the seam the chapters' lesson variants replace the player's views through).
    public init(
        sharedPlayer: SharedPlayer, recordingPlayer: @escaping @MainActor (Recording, SharedPlayer) -> ViewController
    ) {
        self.sharedPlayer = sharedPlayer
        makeRecordingPlayer = recordingPlayer
        recording = sharedPlayer.recording
        content = Self.makeContent(
            for: sharedPlayer.recording, sharedPlayer: sharedPlayer, recordingPlayer: recordingPlayer)
        super.init()
        restorationIdentifier = RestorationID.player
        addChild(content)
        content.didMove(toParent: self)
        observation = sharedPlayer.addObserver { [weak self] player in self?.sharedPlayerChanged(player) }
    }

    public override func loadView() {
        view = View()
        view.addSubview(content.view)
    }

    // MARK: Changing the view

    private static func makeContent(
        for recording: Recording?, sharedPlayer: SharedPlayer,
        recordingPlayer: @MainActor (Recording, SharedPlayer) -> ViewController
    ) -> ViewController {
        guard let recording else { return PlaceholderViewController(text: RecordingsStrings.noRecordingSelected) }
        return recordingPlayer(recording, sharedPlayer)
    }

    /// Swaps the child when another recording (or none) is loaded, and shows the name in the bar.
    private func sharedPlayerChanged(_ player: SharedPlayer) {
        let title = player.recording?.name ?? ""
        if self.title != title { self.title = title }
        if navigationItem.title != title { navigationItem.title = title }
        guard player.recording !== recording else { return }
        let old = content
        recording = player.recording
        content = Self.makeContent(for: player.recording, sharedPlayer: player, recordingPlayer: makeRecordingPlayer)
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
    /// the player is back in a window by then (or never left it: covered by a modal, kept by a collapse).
    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        sharedPlayer.context.clock.enqueue { [weak self] in
            guard let self, self.window == nil else { return }
            self.isDismissed = true
        }
    }

    // MARK: Restoration

    public override func encodeRestorableState(with coder: RestorationCoder) {
        super.encodeRestorableState(with: coder)
        if let recording = sharedPlayer.recording {
            coder.encode(recording.uuidPath, forKey: RestorationID.uuidPathKey)
        }
        coder.encode(isDismissed, forKey: RestorationID.dismissedKey)
    }

    /// Loads the encoded recording if it still exists (paused at the start); otherwise the player stays
    /// empty.
    public override func decodeRestorableState(with coder: RestorationCoder) {
        super.decodeRestorableState(with: coder)
        isDismissed = coder.decode(Bool.self, forKey: RestorationID.dismissedKey) ?? false
        if let uuidPath = coder.decode([UUID].self, forKey: RestorationID.uuidPathKey),
            let recording = sharedPlayer.context.store.item(atUUIDPath: uuidPath) as? Recording
        {
            sharedPlayer.recording = recording
        }
    }
}
