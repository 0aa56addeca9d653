/// A snapshot of a recording's playback: what every player (detail and mini) shows, and what the
/// value-based patterns keep in their state (MVC+VS's `PlayState`, MAVB's `MediaState`).
///
/// The button's rule lives here once: "Pause" while playing, "Resume" when paused after the start, "Play"
/// otherwise. NB: the book's MVC+VS derives "Resume" from progress > 0; the audio player knows better (a
/// position moved with the slider before playing is not a pause), so ``isPaused`` is the player's word.
public struct PlaybackState: Codable, Equatable, Sendable {
    /// Whether audio plays.
    public var isPlaying: Bool
    /// Whether playback is paused after the start.
    public var isPaused: Bool
    /// The position, in seconds.
    public var progress: Double
    /// The length of the audio, in seconds.
    public var duration: Double

    /// A playback state; by default nothing playing at 0 of 0.
    public init(isPlaying: Bool = false, isPaused: Bool = false, progress: Double = 0, duration: Double = 0) {
        self.isPlaying = isPlaying
        self.isPaused = isPaused
        self.progress = progress
        self.duration = duration
    }

    /// The play button's title.
    public var buttonTitle: String {
        if isPlaying { return RecordingsStrings.pause }
        return isPaused ? RecordingsStrings.resume : RecordingsStrings.play
    }

    /// The position as a fraction of the duration, for a progress bar.
    public var fraction: Double { duration > 0 ? progress / duration : 0 }
}
