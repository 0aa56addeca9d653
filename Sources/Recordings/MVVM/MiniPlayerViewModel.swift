public import RecordingsCore
import Services

/// The mini player's view model: the window's ``SharedPlayer`` turned into what the bar shows.
///
/// Outputs: ``isHidden`` (nothing loaded), ``title`` (the loaded recording's name), ``playButtonTitle``
/// ("Play", "Pause" or "Resume") and ``progress`` (the fraction played). While nothing is loaded only
/// ``isHidden`` changes; the other outputs keep what the bar last showed, as the MVC bar does. Action:
/// ``togglePlay()``.
@MainActor
public final class MiniPlayerViewModel {
    /// The window's playback, shared with the player.
    public let sharedPlayer: SharedPlayer
    /// Whether the bar is hidden: true while no recording is loaded.
    public let isHidden = ObservableProperty(true)
    /// The loaded recording's name.
    public let title = ObservableProperty("")
    /// Play, Pause or Resume.
    public let playButtonTitle = ObservableProperty(RecordingsStrings.play)
    /// How far playback has come, from 0 to 1.
    public let progress = ObservableProperty(0.0)
    private var observation: SharedPlayer.Observation?

    /// Creates the view model of `sharedPlayer`'s bar.
    public init(sharedPlayer: SharedPlayer) {
        self.sharedPlayer = sharedPlayer
        observation = sharedPlayer.addObserver { [weak self] player in self?.update(for: player) }
    }

    /// Starts, pauses or resumes playback.
    public func togglePlay() {
        sharedPlayer.togglePlay()
    }

    private func update(for player: SharedPlayer) {
        guard let recording = player.recording else {
            isHidden.value = true
            return
        }
        isHidden.value = false
        title.value = recording.name
        playButtonTitle.value = player.playButtonTitle
        progress.value = player.fractionPlayed
    }
}
