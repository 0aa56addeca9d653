import RecordingsCore

/// The audio's playback of the loaded recording (the sample's `PlayerRecorderState`): what the player's
/// and the mini player's value bindings show.
public struct MediaState: Codable, Equatable, Sendable {
    /// Whether audio plays.
    public var isPlaying: Bool
    /// Whether playback is paused after the start (the button offers "Resume").
    public var isPaused: Bool
    /// The position, in seconds.
    public var progress: Double
    /// The length, in seconds.
    public var duration: Double

    /// Creates a media state.
    public init(isPlaying: Bool = false, isPaused: Bool = false, progress: Double = 0, duration: Double = 0) {
        self.isPlaying = isPlaying
        self.isPaused = isPaused
        self.progress = progress
        self.duration = duration
    }

    /// The play button's title: Pause while playing, Resume when paused after the start, Play otherwise.
    public var buttonTitle: String {
        if isPlaying { return RecordingsStrings.pause }
        return isPaused ? RecordingsStrings.resume : RecordingsStrings.play
    }

    /// The fraction played, for the mini player's bar.
    public var fraction: Double { duration > 0 ? progress / duration : 0 }
}
