/// What the player's buttons send the audio (the sample's `PlayerRecorderControl`).
public enum MediaControl: Equatable, Sendable {
    /// Play, pause or resume.
    case togglePlay
    /// Move to `seconds`.
    case seek(Double)
    /// Stop and release the audio (the application is quitting); the window's state stays as it is.
    case stop
}
