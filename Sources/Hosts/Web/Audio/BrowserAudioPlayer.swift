public import Foundation
public import Services

/// An ``AudioPlayer`` whose sound comes out of an `<audio>` element in a tab.
///
/// Commands (play, pause, seek, stop) go to the tab; the tab reports the position about ten times a second
/// while playing and when it pauses or ends, and each report becomes an `update` callback, as the
/// simulated player's ticks do. If no tab is attached the player still keeps its state, silently.
@MainActor
public final class BrowserAudioPlayer: AudioPlayer {
    /// The player's number in messages.
    public let id: Int
    /// The URL the tab fetches.
    public let source: String
    public let duration: TimeInterval
    public private(set) var currentTime: TimeInterval = 0
    public private(set) var isPlaying = false

    /// The tab that plays the sound.
    weak var session: WindowSession?
    private let update: @MainActor (PlayerState?) -> Void
    private var isCancelled = false

    init(
        id: Int, source: String, duration: TimeInterval, session: WindowSession?,
        update: @escaping @MainActor (PlayerState?) -> Void
    ) {
        self.id = id
        self.source = source
        self.duration = duration
        self.session = session
        self.update = update
    }

    public func togglePlay() {
        guard !isCancelled else { return }
        isPlaying.toggle()
        if isPlaying {
            if currentTime >= duration { currentTime = 0 }
            send(.play)
        } else {
            send(.pause)
        }
        update(state)
    }

    public func setProgress(_ time: TimeInterval) {
        guard !isCancelled else { return }
        currentTime = min(max(time.isFinite ? time : 0, 0), duration)
        send(.seek)
        update(state)
    }

    public func cancel() {
        guard !isCancelled else { return }
        send(.stop)
        isCancelled = true
        isPlaying = false
    }

    /// A tab's report on the audio element.
    func reported(time: Double, state report: ClientMessage.PlayerReport) {
        guard !isCancelled else { return }
        switch report {
        case .playing:
            // NB: a late "playing" report after a pause command is stale; the server's state wins.
            guard isPlaying else { return }
            currentTime = min(time, duration)
            update(state)
        case .paused:
            guard !isPlaying else { return }
            currentTime = min(time, duration)
        case .ended:
            isPlaying = false
            currentTime = 0
            update(state)
        case .failed:
            isCancelled = true
            isPlaying = false
            update(nil)
        }
    }

    /// Sends `command` to the tab after the patches of the update under way, so the tab shows the button's
    /// new title before it starts or stops the audio element.
    private func send(_ command: ServerMessage.PlayerCommand) {
        session?.sendAfterPatches(.player(id: id, command: command, source: source, time: currentTime))
    }
}
