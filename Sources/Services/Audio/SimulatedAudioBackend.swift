public import Foundation

/// The ``AudioBackend`` for tests and `apparch drive`: players and recorders that run on a ``Clock``.
///
/// Players read the real duration of a WAV file and advance on the clock's timers; recorders write a real
/// WAV file of the recorded length when stopped. The configuration properties simulate the failures the
/// book's code handles; they apply to players and recorders made after they are set.
///
/// ```swift
/// let clock = VirtualClock()
/// let audio = SimulatedAudioBackend(clock: clock)
/// let player = try audio.makePlayer(url: fileURL) { state in print(state?.currentTime as Any) }
/// player.togglePlay()
/// clock.advance(by: 1)   // 20 progress callbacks
/// ```
@MainActor
public final class SimulatedAudioBackend: AudioBackend {
    /// The answer the simulated permission prompt gives.
    public enum RecordPermission: Sendable, Hashable {
        /// Recording may start.
        case granted
        /// The person refused: recorders call `update(nil)` and record nothing.
        case denied
    }

    /// The clock players and recorders run on.
    public let clock: any Clock
    /// The answer to recorders' permission requests.
    public var recordPermission = RecordPermission.granted
    /// When set, ``makeRecorder(url:update:)`` throws this error (no recorder can be made).
    public var recorderCreationError: AudioFileError?
    /// When set, recordings fail (`update(nil)`) this many seconds after they start.
    public var recordingFailsAfter: TimeInterval?
    /// When set, playback fails (`update(nil)`) on reaching this position in any file.
    public var playbackFailsAt: TimeInterval?

    /// The players this backend made that are still alive, oldest first: what tests read to see what the
    /// audio is doing (playing, paused, stopped, position), whichever pattern drives it.
    public var livePlayers: [SimulatedAudioPlayer] { players.compactMap(\.value) }

    /// The live player that is playing now, if any.
    public var playingPlayer: SimulatedAudioPlayer? { livePlayers.last { $0.isPlaying } }

    private var players: [WeakPlayer] = []

    private struct WeakPlayer {
        weak var value: SimulatedAudioPlayer?
    }

    /// Creates a backend on `clock`.
    public init(clock: any Clock) {
        self.clock = clock
    }

    /// Opens `url`, which must be a WAV file this module can parse, for simulated playback.
    ///
    /// - Throws: the ``AudioFileError`` of ``WAVFile/init(contentsOf:)``.
    public func makePlayer(
        url: URL,
        update: @escaping @MainActor (PlayerState?) -> Void
    ) throws(AudioFileError) -> any AudioPlayer {
        let file = try WAVFile(contentsOf: url)
        let player = SimulatedAudioPlayer(
            duration: file.duration, clock: clock, failingAt: playbackFailsAt, update: update)
        players.removeAll { $0.value == nil }
        players.append(WeakPlayer(value: player))
        return player
    }

    /// Prepares a simulated recording into `url`.
    ///
    /// - Throws: ``recorderCreationError`` when set; `.unavailable` when the destination folder cannot be
    ///   created.
    public func makeRecorder(
        url: URL,
        update: @escaping @MainActor (TimeInterval?) -> Void
    ) throws(AudioFileError) -> any AudioRecorder {
        if let recorderCreationError { throw recorderCreationError }
        do {
            try DataDirectory.ensureExists(url.deletingLastPathComponent())
        } catch {
            throw AudioFileError(.unavailable(reason: "\(error)"))
        }
        return SimulatedAudioRecorder(
            url: url, clock: clock, permission: recordPermission, failingAfter: recordingFailsAfter, update: update)
    }
}
