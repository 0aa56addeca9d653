/// A description of an outside source of messages that the state wants to hear from (the book's
/// `Subscription<Message>`): store changes, a player's progress, a timer.
///
/// The ``Driver`` asks for the subscriptions after every update and diffs them by ``id``: a subscription
/// whose id was already running keeps running (it is *not* restarted) and sends through the newest
/// handler; a new id is started; an id that is gone is cancelled.
///
/// ```swift
/// extension Subscription {
///     static func ticks(every seconds: Double, clock: any Clock, handle: @escaping (Date) -> Message)
///         -> Subscription
///     {
///         Subscription(id: "ticks-\(seconds)", handle: handle) { emit in
///             let timer = clock.scheduleTimer(interval: seconds, repeats: true) { _ in emit(clock.now) }
///             return { timer.invalidate() }
///         }
///     }
/// }
/// ```
public struct Subscription<Message> {
    /// Identifies the source; equal ids are the same running subscription.
    public var id: AnyHashable { AnyHashable(identity) }
    /// The id as the ``SubscriptionManager`` compares it after every update (with the event type).
    @usableFromInline let identity: SubscriptionID
    @usableFromInline let start: @MainActor (_ emit: @escaping @MainActor (Any) -> Void) -> (@MainActor () -> Void)
    @usableFromInline let handle: (Any) -> Message?

    /// Creates a subscription to a source of `Event`s.
    ///
    /// - Parameters:
    ///   - id: identifies the source (the event type is part of the identity too).
    ///   - handle: maps each event to the message to send.
    ///   - start: starts the source, which calls `emit` for each event (on the main actor; events
    ///     emitted while starting are delivered too), and returns the function that stops it. Messages
    ///     reach the driver through ``Driver/send(_:)``, so they are always processed later.
    ///
    /// NB: inlinable, so an app that makes its subscriptions again after every update, with an object's
    /// identity or a string for `id`, stores that key as it is: no `AnyHashable`, whose initializer asks
    /// the runtime about every key's type.
    @inlinable
    public init<Event>(
        id: some Hashable,
        handle: @escaping (Event) -> Message,
        start: @escaping @MainActor (_ emit: @escaping @MainActor (Event) -> Void) -> (@MainActor () -> Void)
    ) {
        identity = SubscriptionID(event: Event.self, key: id)
        self.handle = { event in (event as? Event).map(handle) }
        self.start = { emit in start { event in emit(event) } }
    }

    private init(
        identity: SubscriptionID,
        start: @escaping @MainActor (@escaping @MainActor (Any) -> Void) -> (@MainActor () -> Void),
        handle: @escaping (Any) -> Message?
    ) {
        self.identity = identity
        self.start = start
        self.handle = handle
    }

    /// The same source sending `transform(message)` instead of each message.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> Subscription<B> {
        let handle = self.handle
        return Subscription<B>(identity: identity, start: start, handle: { handle($0).map(transform) })
    }
}
