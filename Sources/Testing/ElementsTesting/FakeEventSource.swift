public import Elements
import Services

/// An event system for tests: a test posts events with ``post(_:)`` and every current subscriber of
/// ``source`` receives them, at once, on the main actor.
///
/// It stands for the systems observers are built on: a keyboard (`FakeEventSource<KeyboardNotification>`,
/// which can post the "did" notifications a ViewKit window never does), a store or a publisher. Made with
/// `replaysLatest`, it behaves like a current-value subject: a new subscriber receives the latest posted
/// event during `EventSource.subscribe(_:)`.
///
/// Contract: subscribers receive each post in the order they subscribed; one whose subscription is
/// cancelled during a post, even by an earlier subscriber, is skipped.
@MainActor
public final class FakeEventSource<Event> {
    private var subscribers: [(id: Int, handler: EventSource<Event>.Handler)] = []
    private var nextID = 0
    private let replaysLatest: Bool

    /// The last event posted, if any.
    public private(set) var latest: Event?
    /// How many times ``source`` was subscribed to, cancelled subscriptions included.
    public private(set) var subscribeCount = 0

    /// Creates a source; with `replaysLatest`, new subscribers receive the latest event at once.
    public init(replaysLatest: Bool = false) {
        self.replaysLatest = replaysLatest
    }

    /// Creates a source that holds `current` and, like a current-value subject, delivers its latest event
    /// to each new subscriber.
    public convenience init(current: Event) {
        self.init(replaysLatest: true)
        latest = current
    }

    /// How many subscriptions are active.
    public var subscriberCount: Int { subscribers.count }

    /// The source to inject into the observer under test.
    public var source: EventSource<Event> {
        EventSource { handler in
            self.subscribeCount += 1
            let id = self.nextID
            self.nextID += 1
            self.subscribers.append((id, handler))
            if self.replaysLatest, let latest = self.latest { handler(latest) }
            return EventSubscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
        }
    }

    /// Delivers `event` to every current subscriber.
    public func post(_ event: Event) {
        latest = event
        for id in subscribers.map(\.id) {
            // NB: looked up again for each subscriber, so one cancelled by an earlier one is skipped.
            guard let subscriber = subscribers.first(where: { $0.id == id }) else { continue }
            subscriber.handler(event)
        }
    }
}
