import Bindings
@preconcurrency public import OpenCombine
public import RecordingsCore
import Services

extension SharedPlayer {
    /// `property` of the window's playback now and after every change of it (a new recording, a rename,
    /// progress, play/pause): the model's observable property that a view binds to, as the book's
    /// `playState.mediaState.map { … }`. Observes from subscription to cancellation.
    public func publisher<Value: Sendable>(
        _ property: @escaping @MainActor (SharedPlayer) -> Value
    ) -> AnyPublisher<Value, Never> {
        ObservationPublisher<SharedPlayer> { [weak self] send in
            let observation = self?.addObserver { send($0) }
            return { observation?.cancel() }
        }
        .map { player in MainActor.assumeIsolated { property(player) } }
        .eraseToAnyPublisher()
    }
}

extension Recording {
    /// The recording's name now and after every rename, while it is in `store`; nothing once it leaves the
    /// store (the store's notifications as a publisher, observed from subscription to cancellation).
    public func namePublisher(in store: Store) -> AnyPublisher<String, Never> {
        let uuidPath = self.uuidPath
        return ObservationPublisher<String> { [weak store] send in
            let observation = store?.addObserver(at: uuidPath) { (recording: Recording?) in
                if let recording { send(recording.name) }
            }
            return { observation?.cancel() }
        }
        .eraseToAnyPublisher()
    }
}
