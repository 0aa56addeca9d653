import Foundation
import MAVB
import RecordingsCore
import Services

/// A window's audio as a service between signals (the sample's `AudioPlayer(url:input:output:)`): its
/// input is the window's `mediaControl`, its output the `mediaState` both players show, and a recording
/// that cannot go on (deleted, failed) leaves `playState`.
///
/// It drives the library's ``RecordingsCore/SharedPlayer``, the audio engine every pattern shares, and is
/// connected for as long as the window's split view lives.
@MainActor
enum PlayerService {
    /// Connects the window's state to a new audio engine; the returned subscription keeps both.
    static func connect(_ split: SplitState, _ store: StoreAdapter) -> SignalSubscription {
        let player = SharedPlayer(context: store.library)
        let lifetime = Lifetime()
        player.onLoadFailure = { [weak split] recording, error in
            split?.show(AlertMessage(title: RecordingsStrings.cannotPlay(recording.name), message: error.description))
        }
        var isLoading = false
        lifetime.add(
            split.playState.subscribeValues { playState in
                let recording = playState.flatMap { store.library.item(withUUID: $0.uuid) as? Recording }
                guard player.recording !== recording || recording == nil else { return }
                isLoading = true
                player.recording = recording
                isLoading = false
                if playState != nil, recording == nil { split.playState.set(nil) }
                split.mediaState.set(MediaState(duration: player.duration))
            })
        lifetime.add(
            split.mediaControls.subscribeValues { control in
                switch control {
                case .togglePlay: player.togglePlay()
                case .seek(let seconds): player.setProgress(seconds)
                case .stop:
                    isLoading = true
                    player.recording = nil
                    isLoading = false
                }
            })
        let observation = player.addObserver { player in
            guard !isLoading else { return }
            if player.recording == nil, split.playState.value != nil {
                split.playState.set(nil)
                return
            }
            split.mediaState.set(player.state)
        }
        return SignalSubscription {
            observation.cancel()
            player.recording = nil
            lifetime.cancelAll()
        }
    }
}
