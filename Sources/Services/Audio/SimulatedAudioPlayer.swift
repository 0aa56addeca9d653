public import Foundation

/// An ``AudioPlayer`` that makes no sound: it knows a real file's duration and moves its position on a
/// ``Clock``'s timers, so tests and `apparch drive` play audio deterministically.
///
/// Make it through ``SimulatedAudioBackend/makePlayer(url:update:)``. The position is derived from the
/// clock's time since playback last started, so it is exact at any instant, not only at ticks.
@MainActor
public final class SimulatedAudioPlayer: AudioPlayer {
    /// Seconds between progress callbacks while playing (the book's 0.05 s timer).
    public static let tickInterval: TimeInterval = 0.05

    public let duration: TimeInterval

    private let clock: any Clock
    private let update: @MainActor (PlayerState?) -> Void
    /// Where playback stops: the duration, or an earlier simulated failure point.
    private let endPosition: TimeInterval
    private let endsInFailure: Bool
    private var anchorPosition: TimeInterval = 0
    /// When playback last started or seeked while playing; nil when not playing.
    private var anchorDate: Date?
    private var tickTimer: ClockTimer?
    private var endTimer: ClockTimer?
    /// True after ``cancel()`` or a failure: the player is inert.
    private var isFinishedForGood = false

    /// Creates a player for audio of `duration` seconds.
    ///
    /// - Parameter failingAt: when set, playback fails on reaching this position (`update(nil)`), as if
    ///   the file were damaged there.
    init(
        duration: TimeInterval,
        clock: any Clock,
        failingAt: TimeInterval?,
        update: @escaping @MainActor (PlayerState?) -> Void
    ) {
        self.duration = max(0, duration)
        self.clock = clock
        self.update = update
        if let failingAt, failingAt < self.duration {
            endPosition = max(0, failingAt)
            endsInFailure = true
        } else {
            endPosition = self.duration
            endsInFailure = false
        }
    }

    isolated deinit {
        tickTimer?.invalidate()
        endTimer?.invalidate()
    }

    public var isPlaying: Bool { anchorDate != nil }
    /// Whether the player was cancelled (its owner let it go) or failed for good: it plays no more.
    public var isStopped: Bool { isFinishedForGood }

    public var currentTime: TimeInterval {
        guard let anchorDate else { return anchorPosition }
        return min(anchorPosition + max(0, clock.now.timeIntervalSince(anchorDate)), endPosition)
    }

    public func togglePlay() {
        guard !isFinishedForGood else { return }
        if isPlaying {
            anchorPosition = currentTime
            anchorDate = nil
            invalidateTimers()
        } else {
            start()
        }
        update(state)
    }

    public func setProgress(_ time: TimeInterval) {
        guard !isFinishedForGood else { return }
        anchorPosition = time.isFinite ? min(max(time, 0), duration) : 0
        if isPlaying {
            invalidateTimers()
            start()
        }
        update(state)
    }

    public func cancel() {
        anchorPosition = currentTime
        anchorDate = nil
        invalidateTimers()
        isFinishedForGood = true
    }

    private func start() {
        anchorDate = clock.now
        tickTimer = clock.scheduleTimer(interval: Self.tickInterval, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.update(self.state)
        }
        endTimer = clock.scheduleTimer(interval: max(0, endPosition - anchorPosition), repeats: false) {
            [weak self] _ in
            self?.reachedEnd()
        }
    }

    private func reachedEnd() {
        invalidateTimers()
        anchorDate = nil
        if endsInFailure {
            anchorPosition = endPosition
            isFinishedForGood = true
            update(nil)
        } else {
            anchorPosition = 0
            update(state)
        }
    }

    private func invalidateTimers() {
        tickTimer?.invalidate()
        endTimer?.invalidate()
        tickTimer = nil
        endTimer = nil
    }
}
