import MAVB
import RecordingsCore
import ViewKit

/// The mini player bar at the bottom of a folder screen: the loaded recording's name, its play button and
/// its progress, hidden while nothing is loaded. Its bindings read the same window state as the player
/// (the selection and the media state), so both always agree.
@MainActor
func miniPlayerView(_ split: SplitState, _ store: StoreAdapter) -> Binder<StackView> {
    Binder<StackView>(
        [
            .isHidden <-- loadedRecording(split, store).map { $0 == nil },
            .arrangedSubviews -- [
                ButtonBinder(
                    .buttonStyle -- .plain,
                    .title <-- loadedRecording(split, store).map { $0?.name ?? "" },
                    .action --> Input<Void>().map { false }.bind(to: split.playerDismissed.input)),
                ButtonBinder(
                    .buttonStyle -- .plain,
                    .title <-- split.mediaState.signal.map { ($0 ?? MediaState()).buttonTitle },
                    .action --> Input<Void>().map { MediaControl.togglePlay }.bind(to: split.mediaControl.input)),
                ProgressBinder(.progress <-- split.mediaState.signal.map { ($0 ?? MediaState()).fraction }),
            ],
        ]
    ) {
        let bar = StackView(axis: .horizontal, spacing: 8)
        bar.accessibilityLabel = RecordingsStrings.nowPlaying
        return bar
    }
}

/// The recording loaded into the window's player, following renames; nil when none (or deleted).
@MainActor
func loadedRecording(_ split: SplitState, _ store: StoreAdapter) -> Signal<DocumentRecording?> {
    split.playState.signal.flatMapLatest { playState -> Signal<DocumentRecording?> in
        guard let playState else { return .just(nil) }
        return store.itemSignal(playState.uuid).map { $0.recording }.catchEnd { _ in .just(nil) }
    }
}
