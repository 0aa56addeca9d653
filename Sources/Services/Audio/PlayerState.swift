public import Foundation

/// A snapshot of an ``AudioPlayer``: what it is doing, where it is, and how long the audio is.
///
/// The MVVM patterns bind to this value; MVC reads ``currentTime`` (the book's `TimeInterval?` update).
public struct PlayerState: Sendable, Hashable {
    /// What the player is doing.
    public enum Activity: Sendable, Hashable {
        /// Not playing, at position 0 (never started, or finished and rewound).
        case stopped
        /// Playing; the position advances.
        case playing
        /// Not playing, at a position after the start: the button offers "Resume".
        case paused
    }

    /// What the player is doing.
    public var activity: Activity
    /// The playback position in seconds, in `0...duration`.
    public var currentTime: TimeInterval
    /// The length of the audio in seconds.
    public var duration: TimeInterval

    /// Creates a snapshot.
    public init(activity: Activity, currentTime: TimeInterval, duration: TimeInterval) {
        self.activity = activity
        self.currentTime = currentTime
        self.duration = duration
    }
}
