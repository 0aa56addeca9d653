public import RecordingsCore

/// The playback of the loaded recording (the book's `PlayState(isPlaying:progress:duration:)`), kept in
/// the view state so the player and the mini player show one playback: the shared
/// ``RecordingsCore/PlaybackState``, whose button rule every pattern shows.
public typealias PlayState = PlaybackState
