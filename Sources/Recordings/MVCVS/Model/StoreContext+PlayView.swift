import RecordingsCore
import Services
import ViewStateStore

extension StoreContext {
    /// Observes what the player shows, for the player and the mini player alike: `selection` runs now, when
    /// another recording (or none) is loaded, and when the document changes the loaded one (a rename, its
    /// deletion); `playback` runs after each change of its playback (by default `selection` does).
    ///
    /// - Returns: the observations; keep them for as long as the observer lives.
    func observePlayView(
        selection: @escaping @MainActor (PlayViewState) -> Void,
        playback: (@MainActor (PlayViewState) -> Void)? = nil
    ) -> [ViewStateStore.StoreObservation] {
        let viewStateStore = self.viewStateStore
        let playback = playback ?? selection
        return [
            viewStateStore.addObserver(actionType: SplitViewState.Action.self) { state, action in
                guard action == nil || action == .changedPlaySelection else { return }
                selection(state.playView)
            },
            viewStateStore.addObserver(actionType: PlayViewState.Action.self) { state, _ in
                playback(state.playView)
            },
            documentStore.addObserver { [weak viewStateStore] (_: RecordingsDocument, action: DocumentChange?) in
                guard let viewStateStore else { return }
                if case .renamed(_, let child, _, _) = action, child != viewStateStore.content.playView.uuid { return }
                selection(viewStateStore.content.playView)
            },
        ]
    }
}
