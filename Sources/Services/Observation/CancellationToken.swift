/// The token every observation, subscription and registration of the product returns: what it
/// registered stays registered until the token is cancelled or released, so keep it in a property of
/// the observing object (as KVO's `NSKeyValueObservation` or Combine's `AnyCancellable` is kept).
///
/// The pattern libraries and models give it the names their books use (`StoreObservation`,
/// `StoreSubscription`, `EventSubscription`, `SignalSubscription`, …) as type aliases, so a listing reads
/// as the book's while every token behaves the same way.
///
/// Contract:
/// - The first ``cancel()``, or the token's release, runs the clean-up the token was made with, once;
///   later calls do nothing.
/// - ``isActive`` is false from the moment cancelling starts, so a source that checks it before each
///   delivery (as ``ObserverList`` does, through the flag it shares with the token) never calls an observer
///   after its cancellation, not even later in a delivery under way.
/// - ``end()`` marks the token inactive without running the clean-up: for a source that finished by
///   itself and has nothing left to unregister.
/// - A source that must end its token without holding it shares an ``Activity`` with it and calls
///   ``Activity/end()``: the token then reads inactive, as after ``end()``, and keeps its clean-up, unrun,
///   until it is released. A source that is its own flag (an ``Activity`` subclass, as MAVB's signal
///   deliveries are) hears of the token's cancellation in ``Activity/cancelled()``, and its token needs no
///   clean-up closure.
/// - The token holds only its clean-up (and the flag a source shares with it); a clean-up that captures
///   its source weakly keeps neither the source nor the observer alive.
@MainActor
public final class CancellationToken {
    /// Whether a registration is in force, shared by a token and a source that holds the flag strongly
    /// (as ``ObserverList`` and MAVB's signals do), so the source reads it before each delivery, and can end
    /// the token, without a weak reference to the token: a weakly referenced object gets a side table, which
    /// makes each load, and every retain and release of it, an atomic operation more.
    ///
    /// A source may be its own flag (a subclass): it then hears of the token's cancellation in
    /// ``cancelled()``, and its token needs no clean-up closure, one allocation fewer a registration.
    open class Activity {
        /// True until the token is cancelled, ended or released, or ``end()`` is called.
        public internal(set) final var isActive = true

        /// Creates a flag that is in force.
        public init() {}

        /// Ends the registration from the source's side: the token reads inactive, as after
        /// ``CancellationToken/end()``, and will not run its clean-up.
        public final func end() { isActive = false }

        /// Called once when the token that shares this flag is cancelled or released while in force, after
        /// ``isActive`` turned false and before the token's own clean-up; not when either side ended it.
        /// Does nothing unless a subclass overrides it.
        @MainActor open func cancelled() {}
    }

    private var onCancel: (@MainActor () -> Void)?
    /// The flag a source shares, when it made the token with one; it turns false with ``isActive``.
    private let activity: Activity?

    /// Whether the registration is in force, for a token made without a shared flag.
    private var ownIsActive = true

    /// Whether the registration is still in force: false once ``cancel()`` or ``end()`` was called, or
    /// the source ended the flag the token shares.
    public private(set) var isActive: Bool {
        get { activity?.isActive ?? ownIsActive }
        set {
            if let activity { activity.isActive = newValue } else { ownIsActive = newValue }
        }
    }

    /// Creates a token whose first ``cancel()``, or its release, runs `onCancel` once.
    public convenience init(onCancel: @escaping @MainActor () -> Void = {}) {
        self.init(activity: nil, onCancel: onCancel)
    }

    /// Creates a token that shares `activity`, when given: it marks the flag inactive when it is cancelled,
    /// ended or released, and reads it for ``isActive``, so a source that ends the flag ends the token.
    public init(activity: Activity?, onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
        self.activity = activity
    }

    /// Creates a token whose clean-up is `activity`'s ``Activity/cancelled()``: for a source that is its own
    /// flag.
    public init(activity: Activity) {
        self.activity = activity
    }

    /// Ends the registration and runs the clean-up; calling it again does nothing.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        activity?.cancelled()
        let cleanUp = onCancel
        onCancel = nil
        cleanUp?()
    }

    /// Marks the registration ended by its source, without running the clean-up.
    public func end() {
        isActive = false
        onCancel = nil
    }

    /// NB: isolated, so the clean-up runs on the main actor wherever the last reference goes.
    isolated deinit { cancel() }
}
