public import Bindings
@preconcurrency public import OpenCombine
public import RecordingsCore
import Services

extension Store {
    /// Every change of the library, observed from subscription to cancellation (the sample's
    /// `NotificationCenter.default.rx.notification(Store.changedNotification)`).
    public var changes: ObservationPublisher<StoreChange> {
        ObservationPublisher { [weak self] send in
            let observation = self?.addObserver { send($0) }
            return { observation?.cancel() }
        }
    }
}

extension Item {
    /// Emits when this item changes without being removed: it was renamed, or, for a folder, one of its
    /// items was added, removed or renamed (the sample's `Item.changeObservable`).
    public func changes(in store: Store) -> AnyPublisher<Void, Never> {
        store.changes
            .filter { [weak self] change in
                guard let self else { return false }
                return (change.item === self && change.reason != .removed) || change.parent === self
            }
            .map { _ in () }
            .eraseToAnyPublisher()
    }

    /// Emits when this item is removed from its folder (the sample's `Item.deletedObservable`).
    public func deletion(in store: Store) -> AnyPublisher<Void, Never> {
        store.changes
            .filter { [weak self] change in change.item === self && change.reason == .removed }
            .map { _ in () }
            .eraseToAnyPublisher()
    }
}
