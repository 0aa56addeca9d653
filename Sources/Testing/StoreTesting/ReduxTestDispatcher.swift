public import Redux

/// The `ActionDispatcher` a Redux ``TestStore`` hands out (``TestStore/dispatcher``): each
/// dispatched action waits in the tester's fed-back actions until the test receives it.
@MainActor
public final class ReduxTestDispatcher<Action>: ActionDispatcher {
    private let feed: @MainActor (Action) -> Void

    init(feed: @escaping @MainActor (Action) -> Void) {
        self.feed = feed
    }

    /// Queues `action` in the tester for ``TestStore/receive(_:assert:sourceLocation:)``.
    public func dispatch(_ action: Action) {
        feed(action)
    }
}
