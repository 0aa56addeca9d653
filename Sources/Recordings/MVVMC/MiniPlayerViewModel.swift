import Bindings
@preconcurrency public import OpenCombine
public import RecordingsCore

/// The mini player's view model: the loaded recording's name, the play button's title and the progress,
/// over the window's ``SharedPlayer`` (the same playback the player's ``PlayViewModel`` shows).
@MainActor
public final class MiniPlayerViewModel {
    /// The window's playback.
    public let sharedPlayer: SharedPlayer
    private let player: Publishers.ShareReplay<ObservationPublisher<SharedPlayer>>

    /// Creates the view model of `sharedPlayer`.
    public init(sharedPlayer: SharedPlayer) {
        self.sharedPlayer = sharedPlayer
        player = sharedPlayer.changes.share(replay: 1)
    }

    /// NB: isolated, so the subscriptions it releases end on the main actor, where the store's observers
    /// live, wherever the last reference goes.
    isolated deinit {}

    /// Whether the bar is hidden: nothing is loaded.
    public var isHidden: AnyPublisher<Bool, Never> { player.output { $0.recording == nil } }
    /// The loaded recording's name.
    public var name: AnyPublisher<String, Never> { player.output { $0.recording?.name ?? "" } }
    /// "Pause", "Resume" or "Play", as in the player.
    public var playButtonTitle: AnyPublisher<String, Never> { player.output { $0.playButtonTitle } }
    /// How far playback has come, from 0 to 1.
    public var progress: AnyPublisher<Double, Never> { player.output { $0.fractionPlayed } }

    /// Starts, pauses or resumes playback.
    public func togglePlay() {
        sharedPlayer.togglePlay()
    }
}
