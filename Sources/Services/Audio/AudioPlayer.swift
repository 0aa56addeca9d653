public import Foundation

/// Plays one audio file; the host-neutral counterpart of the book's `Player` (an `AVAudioPlayer` wrapper).
///
/// Players are made by an ``AudioBackend`` with an `update` callback, the book's
/// `update: (TimeInterval?) -> ()` enriched to a ``PlayerState``:
/// - every 0.05 s while playing, with the advancing position;
/// - after ``togglePlay()`` and ``setProgress(_:)``, with the new state;
/// - when playback reaches the end: playback stops, the position rewinds to 0 (as `AVAudioPlayer` does),
///   and the callback gets `.stopped` at 0;
/// - when playback fails: the callback gets `nil` and the player stops for good.
///
/// The callback is never called from inside the backend's `makePlayer`, and never after ``cancel()``.
@MainActor
public protocol AudioPlayer: AnyObject {
    /// The length of the audio in seconds.
    var duration: TimeInterval { get }
    /// The playback position in seconds, in `0...duration`.
    var currentTime: TimeInterval { get }
    /// Whether audio is playing now.
    var isPlaying: Bool { get }

    /// Pauses when playing; otherwise plays from ``currentTime``.
    func togglePlay()

    /// Moves the position to `time` (clamped to `0...duration`); playback continues from there if playing.
    func setProgress(_ time: TimeInterval)

    /// Stops playback for good: no more callbacks. Owners call it when they let the player go.
    func cancel()
}

extension AudioPlayer {
    /// Not playing, but past the start: the book's `isPaused`, which makes the button say "Resume".
    public var isPaused: Bool { !isPlaying && currentTime > 0 }

    /// The player's current ``PlayerState``.
    public var state: PlayerState {
        PlayerState(
            activity: isPlaying ? .playing : (isPaused ? .paused : .stopped),
            currentTime: currentTime,
            duration: duration
        )
    }
}
