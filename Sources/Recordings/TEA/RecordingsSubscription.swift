public import Foundation
public import RecordingsCore
public import Services
public import TEA

/// The outside sources a Recordings state listens to (the book's `Subscription` cases), as values tests
/// can match with `case`; ``subscription(store:)`` turns one into the framework's ``TEA/Subscription``.
public enum RecordingsSubscription<Message> {
    /// Every change of the library, with the new root (maintained incrementally from the store's changes,
    /// starting from `base`, the state's root, when that is the library as it is).
    case storeChanged(base: FolderValue?, handle: (FolderValue) -> Message)
    /// A player's progress; nil when playback failed.
    case playProgress(player: PlayerHandle, handle: (Services.PlayerState?) -> Message)
    /// A recorder's seconds recorded; nil for a failure or refused permission.
    case recordProgress(recorder: RecorderHandle, handle: (TimeInterval?) -> Message)

    /// The framework subscription, observing `store` for ``storeChanged(base:handle:)``. Identities: the
    /// store, the player, the recorder, so an unchanged source keeps running between renders.
    @MainActor
    public func subscription(store: Store) -> Subscription<Message> {
        switch self {
        case .storeChanged(let base, let handle):
            // The snapshot is maintained from the store's typed changes (``FolderValue/applying(_:)``): a
            // change copies the folders on its path, not the library; a change that does not fit (it
            // never should) falls back to a fresh snapshot.
            return Subscription(id: ObjectIdentifier(store), handle: handle) { [weak store] emit in
                guard let store else { return {} }
                // NB: the state's root when it is the library as it is, so the roots this sends share their
                // storage with the rows on screen: the first change's diff then reads the chunk it changed,
                // not every row of a folder whose storage is another snapshot's. Checking it is a walk that
                // copies nothing; only a base that is not current costs a fresh snapshot.
                var current =
                    if let base, base.isSnapshot(of: store.rootFolder) { base } else { FolderValue(store.rootFolder) }
                let observation = store.addObserver { [weak store] change in
                    guard let store else { return }
                    current = current.applying(change) ?? FolderValue(store.rootFolder)
                    emit(current)
                }
                return { observation.cancel() }
            }
        case .playProgress(let player, let handle):
            return Subscription(id: ObjectIdentifier(player), handle: handle) { emit in player.observe(emit) }
        case .recordProgress(let recorder, let handle):
            return Subscription(id: ObjectIdentifier(recorder), handle: handle) { emit in recorder.observe(emit) }
        }
    }
}

extension AppState {
    /// What the state listens to (the book's `AppState.subscriptions`): always the store, plus the
    /// recorder while recording and the player while one is open.
    public var subscriptions: [RecordingsSubscription<Message>] {
        var subscriptions: [RecordingsSubscription<Message>] = [
            .storeChanged(base: folders.first, handle: { .storeChanged($0) })
        ]
        if let recorder = recordState?.recorder {
            subscriptions.append(.recordProgress(recorder: recorder, handle: { .recording(.progressChanged($0)) }))
        }
        if let player = playState?.player {
            subscriptions.append(.playProgress(player: player, handle: { .player(.playPositionChanged($0)) }))
        }
        return subscriptions
    }
}
