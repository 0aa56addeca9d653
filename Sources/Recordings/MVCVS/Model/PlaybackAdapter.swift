import Foundation
public import RecordingsCore
import Services
public import ViewStateStore

/// Connects a window's view state to its audio: loads the recording the play view state names, sends it
/// the play/pause and seek actions, and reports its playback back as a continuous play state.
///
/// The book's `PlayViewController` owns the audio player and toggles it from its observer. With the mini
/// player of the chapter's discussion, playback must go on while no player screen is up, so the audio
/// moves to this object, one per window, and both players only observe the play state. It uses the
/// library's ``RecordingsCore/SharedPlayer`` as its audio engine, which also unloads a recording that is
/// deleted or whose playback fails; the adapter then clears the play selection.
@MainActor
public final class PlaybackAdapter {
    /// The audio engine.
    public let player: SharedPlayer
    private let viewState: NotifyingStore<SplitViewState>
    private let library: RecordingsLibrary
    private var observations: [ViewStateStore.StoreObservation] = []
    private var playerObservation: SharedPlayer.Observation?
    private var isLoading = false

    /// Starts following `viewState`'s play selection.
    public init(library: RecordingsLibrary, viewState: NotifyingStore<SplitViewState>) {
        self.library = library
        self.viewState = viewState
        player = SharedPlayer(context: library)
        player.onLoadFailure = { [weak viewState] recording, error in
            viewState?.showMessage(
                MessageAlertState(title: RecordingsStrings.cannotPlay(recording.name), message: error.description))
        }
        observations.append(
            viewState.addObserver(actionType: SplitViewState.Action.self) { [weak self] _, action in
                guard action == nil || action == .changedPlaySelection else { return }
                self?.load()
            })
        observations.append(
            viewState.addObserver(actionType: PlayViewState.Action.self) { [weak self] _, action in
                guard let self else { return }
                switch action {
                case .togglePlay: self.player.togglePlay()
                case .seek(let progress): self.player.setProgress(progress)
                case .changedPlayState, .changedPendingName: break
                case nil: self.load()
                }
            })
        playerObservation = player.addObserver { [weak self] _ in self?.report() }
    }

    /// Stops playback and unloads the recording (the window is closing).
    public func stop() {
        player.recording = nil
    }

    /// Loads the recording the view state names, unless it is loaded; a missing one clears the selection.
    private func load() {
        let uuid = viewState.content.playView.uuid
        guard player.recording?.uuid != uuid else {
            report()
            return
        }
        isLoading = true
        player.recording = uuid.flatMap { library.item(withUUID: $0) as? Recording }
        isLoading = false
        report()
    }

    /// Writes the audio's playback into the view state; an unloaded recording clears the selection.
    private func report() {
        guard !isLoading else { return }
        guard player.recording != nil else {
            if viewState.content.playView.uuid != nil {
                viewState.setPlaySelection(nil)
            } else {
                viewState.updatePlayState(nil)
            }
            return
        }
        viewState.updatePlayState(player.state)
    }
}
