public import Bindings
@preconcurrency public import OpenCombine
public import RecordingsCore

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
