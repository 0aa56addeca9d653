public import Bindings
@preconcurrency import OpenCombine
public import RecordingsCore
import Services

extension SharedPlayer {
    /// The shared player now and after every change (a new recording, a rename, progress, play/pause),
    /// observed from subscription to cancellation.
    public var changes: ObservationPublisher<SharedPlayer> {
        ObservationPublisher { [weak self] send in
            let observation = self?.addObserver { send($0) }
            return { observation?.cancel() }
        }
    }
}

extension Publisher where Output == SharedPlayer, Failure == Never {
    /// The value `transform` reads from the shared player at each change: how the player's and the mini
    /// player's view models turn the one playback into their outputs.
    @MainActor
    func output<Value: Sendable>(
        _ transform: @escaping @MainActor (SharedPlayer) -> Value
    ) -> AnyPublisher<Value, Never> {
        map { player in MainActor.assumeIsolated { transform(player) } }.eraseToAnyPublisher()
    }
}
