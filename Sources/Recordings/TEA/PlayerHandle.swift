public import Foundation
public import Services

/// A player the TEA state holds: the audio player of one recording, whose progress reaches the app
/// through a ``RecordingsSubscription/playProgress(player:handle:)`` subscription.
///
/// The book's `Player` has a settable `update` callback; ViewKit's audio players get theirs when made,
/// so the handle receives the updates and passes them to whoever observes it, keeping what arrives while
/// nobody does. Handles compare by identity. The player stops when the handle is released.
@MainActor
public final class PlayerHandle: Equatable {
    /// Passes the player's updates to its handle, which exists only once the player does.
    private final class Relay {
        weak var handle: PlayerHandle?
    }

    /// The length of the audio in seconds.
    public nonisolated let duration: TimeInterval
    private var player: (any AudioPlayer)?
    private var observer: (@MainActor (Services.PlayerState?) -> Void)?
    private var pending: [Services.PlayerState?] = []

    /// A handle without audio: for a recording whose audio cannot be played, and for tests of state and
    /// views.
    public nonisolated init(duration: TimeInterval) {
        self.duration = duration
    }

    /// Opens `url` for playback with `audio`.
    ///
    /// - Throws: the backend's ``AudioFileError`` when the file cannot be played.
    public static func open(url: URL, audio: any AudioBackend) throws(AudioFileError) -> PlayerHandle {
        let relay = Relay()
        let player = try audio.makePlayer(url: url) { state in relay.handle?.deliver(state) }
        let handle = PlayerHandle(duration: player.duration)
        handle.player = player
        relay.handle = handle
        return handle
    }

    isolated deinit {
        player?.cancel()
    }

    /// Pauses when playing, plays otherwise.
    public func togglePlay() { player?.togglePlay() }

    /// Moves the playback position.
    public func setProgress(_ time: TimeInterval) { player?.setProgress(time) }

    /// Sends every update (those kept while nobody observed first) to `observer` until the returned
    /// function is called; a new observer replaces the previous one.
    public func observe(_ observer: @escaping @MainActor (Services.PlayerState?) -> Void) -> @MainActor () -> Void {
        self.observer = observer
        let kept = pending
        pending = []
        for state in kept { observer(state) }
        return { [weak self] in self?.observer = nil }
    }

    private func deliver(_ state: Services.PlayerState?) {
        if let observer { observer(state) } else { pending.append(state) }
    }

    public nonisolated static func == (lhs: PlayerHandle, rhs: PlayerHandle) -> Bool { lhs === rhs }
}
