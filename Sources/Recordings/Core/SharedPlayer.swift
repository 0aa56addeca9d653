public import Foundation
public import Services

/// The recording loaded for playback and its playback state, lifted out of the player screen into a
/// model object that every screen of a window can observe (the book's `SharedPlayer`, from the MVC+VS
/// chapter's "Communicating Global View State").
///
/// Before the mini player, playback was the player screen's local view state. With a mini player at the
/// bottom of every folder screen, two controllers show the same playback, so the player and its state
/// become a model: the detail player and the mini player both observe it, and both send play/pause and
/// seeks to it. Playback therefore goes on while the person moves between folders, and after going
/// back from the player in a compact window.
///
/// - Setting ``recording`` opens a player for it (stopping the previous one); setting the same recording
///   again changes nothing, so selecting the recording that plays keeps it playing.
/// - The shared player watches its recording in the store with the observer helper: deleting it (or its
///   folder) unloads it, which stops playback; renaming it notifies the observers.
/// - A player that cannot be opened leaves the recording loaded and silent, and ``onLoadFailure`` says
///   why; a playback that fails unloads the recording, as the book's player does.
///
/// NB: the book keeps one shared player for the app (a singleton). Here each window has its own, passed
/// to its controllers in their initializers (the book notes a coordinator makes that easy): a browser tab
/// plays its audio, so each tab is one phone's worth of state. It lives in RecordingsCore because every
/// pattern whose views share playback (MVC, MVVM, MVVM-C) uses this one model; TEA keeps the same state
/// in its app state instead.
@MainActor
public final class SharedPlayer {
    /// The token of one observer; the observer is removed when the token is cancelled or released.
    public typealias Observation = CancellationToken

    /// The library's store and audio backend.
    public let context: RecordingsLibrary
    /// Told, on the next turn of the clock, when a recording's audio cannot be opened: the recording and
    /// why. The app delegate presents it in the window.
    public var onLoadFailure: (@MainActor (Recording, AudioFileError) -> Void)?

    /// The recording loaded for playback, or nil (the mini player is then hidden and the player shows "No
    /// recording selected"). Setting a different one opens its player.
    public var recording: Recording? {
        didSet {
            guard recording !== oldValue else { return }
            updateForChangedRecording()
        }
    }

    /// The player of ``recording``, when its audio could be opened.
    public private(set) var audioPlayer: (any AudioPlayer)?
    /// The playback position in seconds.
    public private(set) var progress: TimeInterval = 0
    /// The length of the loaded audio in seconds (0 when nothing plays or the audio could not be opened).
    public var duration: TimeInterval { audioPlayer?.duration ?? 0 }
    /// Whether audio plays now.
    public var isPlaying: Bool { audioPlayer?.isPlaying ?? false }
    /// Whether playback is paused after the start (the button then offers "Resume").
    public var isPaused: Bool { audioPlayer?.isPaused ?? false }

    private let observers = ObserverList<SharedPlayer>()
    private var recordingObservation: StoreObservation?

    /// Creates a shared player with nothing loaded.
    public init(context: RecordingsLibrary) {
        self.context = context
    }

    isolated deinit {
        audioPlayer?.cancel()
    }

    /// The playback now: what every player shows.
    public var state: PlaybackState {
        PlaybackState(isPlaying: isPlaying, isPaused: isPaused, progress: progress, duration: duration)
    }

    /// The play button's title for the current state: Pause while playing, Resume when paused after the
    /// start, Play otherwise. Both players show it.
    public var playButtonTitle: String { state.buttonTitle }

    /// The position as a fraction of the duration, for the mini player's progress bar.
    public var fractionPlayed: Double { state.fraction }

    // MARK: Observing

    /// Calls `callback` with the shared player now and after every change (a new recording, a rename,
    /// progress, play/pause): the observer helper's "initial" semantics, so an observer sets its views in
    /// one place. Keep the returned token; releasing it ends the observation.
    public func addObserver(_ callback: @escaping @MainActor (SharedPlayer) -> Void) -> Observation {
        let observation = observers.add(callback)
        callback(self)
        return observation
    }

    /// Tells every observer (the book's `notify()`).
    private func notify() {
        observers.notify(self)
    }

    // MARK: Commands

    /// Starts, pauses or resumes playback.
    public func togglePlay() {
        guard let audioPlayer else { return }
        audioPlayer.togglePlay()
        progress = audioPlayer.currentTime
        notify()
    }

    /// Moves the playback position.
    public func setProgress(_ time: TimeInterval) {
        guard let audioPlayer else { return }
        audioPlayer.setProgress(time)
        progress = audioPlayer.currentTime
        notify()
    }

    // MARK: Loading

    /// Opens a player for the new recording and watches the recording in the store (the book's
    /// `updateForChangedRecording()`, which notifies in each of its branches).
    private func updateForChangedRecording() {
        audioPlayer?.cancel()
        audioPlayer = nil
        progress = 0
        recordingObservation = nil
        guard let recording else {
            notify()
            return
        }
        recordingObservation = context.store.addObserver(at: recording.uuidPath) {
            [weak self] (current: Recording?) in
            guard let self, self.recording === recording else { return }
            if current == nil {
                self.recording = nil
            } else if self.recordingObservation != nil {
                self.notify()
            }
        }
        // NB: the helper calls back at once: with nil when the store does not hold the recording, which
        // unloaded it; the initial call for a found recording is skipped (the token is not stored yet), and
        // the observers hear of it once its player is open.
        guard self.recording === recording else { return }
        do throws(AudioFileError) {
            guard let url = recording.fileURL else { throw AudioFileError(.fileNotFound(path: recording.name)) }
            audioPlayer = try context.audio.makePlayer(url: url) { [weak self] state in
                self?.playerUpdated(state)
            }
        } catch {
            context.clock.enqueue { [weak self] in
                guard let self, self.recording === recording else { return }
                self.onLoadFailure?(recording, error)
            }
        }
        notify()
    }

    /// Progress from the audio player; nil means playback failed, which unloads the recording.
    private func playerUpdated(_ state: PlayerState?) {
        guard let state else {
            recording = nil
            return
        }
        progress = state.currentTime
        notify()
    }
}
