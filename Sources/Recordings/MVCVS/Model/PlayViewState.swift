public import Foundation

/// The view state of the player (the book's `PlayViewState(uuid:playState:)`): the recording loaded for
/// playback, its playback, and whether the person went back from the player in a compact window.
///
/// NB: the book clears the play selection when a collapsed detail is dismissed. Its own discussion then
/// adds a mini player that shows the same play state, so here going back keeps the recording loaded and
/// playing, and ``isDismissed`` keeps the player off the collapsed stack until it is asked for again.
public struct PlayViewState: Codable, Equatable, Sendable {
    /// What the player's view state can change by.
    public enum Action: Equatable, Sendable {
        /// Play, pause or resume (the book's `.togglePlay`).
        case togglePlay
        /// Move the position to `progress` seconds.
        case seek(to: Double)
        /// The audio reported its playback (continuous: neither logged nor in the history).
        case changedPlayState
        /// The person edited the name field, or the edit ended.
        case changedPendingName
    }

    /// The recording loaded for playback; nil shows "No recording selected".
    public var uuid: UUID?
    /// Its playback; nil until the audio reports one.
    public var playState: PlayState?
    /// Whether the person went back from the player in a compact window.
    public var isDismissed: Bool
    /// What the person is typing into the name field and has not submitted with return (a draft); nil
    /// while the field is not being edited. Leaving the player (going back, selecting a recording) clears
    /// it, which ends the edit. Not restored: the focus is not.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, dropped
    /// without saving or a message.
    public var pendingName: String? = nil

    private enum CodingKeys: String, CodingKey {
        case uuid, playState, isDismissed
    }

    /// A player showing recording `uuid` with `playState`.
    public init(uuid: UUID? = nil, playState: PlayState? = nil, isDismissed: Bool = false) {
        self.uuid = uuid
        self.playState = playState
        self.isDismissed = isDismissed
    }
}
