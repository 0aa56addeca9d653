public import RecordingsCore

/// The audio's playback of the loaded recording (the sample's `PlayerRecorderState`): what the player's
/// and the mini player's value bindings show; the shared ``RecordingsCore/PlaybackState``.
public typealias MediaState = PlaybackState
