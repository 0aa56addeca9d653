import Foundation

/// The playback of the loaded recording (the book's `PlayState(isPlaying:progress:duration:)`), kept in
/// the view state so the player and the mini player show one playback.
///
/// NB: the book derives the button title from `isPlaying` and `progress` ("Resume" when progress > 0).
/// The audio player knows better: a position moved with the slider before playing is not a pause, so
/// ``isPaused`` is the player's own word and every pattern shows the same title.
public struct PlayState: Codable, Equatable, Sendable {
    /// Whether audio plays.
    public var isPlaying: Bool
    /// Whether playback is paused after the start.
    public var isPaused: Bool
    /// The position, in seconds.
    public var progress: Double
    /// The length of the audio, in seconds.
    public var duration: Double

    /// Creates a play state.
    public init(isPlaying: Bool, isPaused: Bool = false, progress: Double, duration: Double) {
        self.isPlaying = isPlaying
        self.isPaused = isPaused
        self.progress = progress
        self.duration = duration
    }
}
