import Elements
import ElementsTesting
import Services
import Testing

/// Event sources and their subscriptions: delivery until cancelled or released, idempotent cancellation,
/// and no late delivery from a system whose own clean-up lags.
@MainActor @Suite struct EventSourceTests {
    @Test func aSubscriptionDeliversUntilCancelled() {
        let events = FakeEventSource<Int>()
        var received: [Int] = []
        let subscription = events.source.subscribe { received.append($0) }
        events.post(1)
        #expect(subscription.isActive)
        subscription.cancel()
        subscription.cancel()
        events.post(2)
        #expect(received == [1])
        #expect(!subscription.isActive)
        #expect(events.subscriberCount == 0)
    }

    @Test func releasingASubscriptionCancelsIt() {
        let events = FakeEventSource<Int>()
        var received: [Int] = []
        do {
            let subscription = events.source.subscribe { received.append($0) }
            events.post(1)
            _ = subscription
        }
        events.post(2)
        #expect(received == [1])
        #expect(events.subscriberCount == 0)
    }

    @Test func theCleanUpRunsOnce() {
        var cleanUps = 0
        let subscription = EventSubscription { cleanUps += 1 }
        subscription.cancel()
        subscription.cancel()
        #expect(cleanUps == 1)
    }

    @Test func aCancelledHandlerIsNotCalledEvenIfTheSystemStillHasIt() {
        var systemHandler: EventSource<Int>.Handler?
        let source = EventSource<Int> { handler in
            systemHandler = handler
            return EventSubscription {}  // NB: a sloppy system that forgets to unregister.
        }
        var received: [Int] = []
        let subscription = source.subscribe { received.append($0) }
        systemHandler?(1)
        subscription.cancel()
        systemHandler?(2)
        #expect(received == [1])
    }

    @Test func aMappedSourceTransformsEachEvent() {
        let events = FakeEventSource<Int>()
        var received: [String] = []
        let subscription = events.source.map { "#\($0)" }.subscribe { received.append($0) }
        events.post(1)
        events.post(2)
        subscription.cancel()
        events.post(3)
        #expect(received == ["#1", "#2"])
        #expect(events.subscriberCount == 0)
    }
}
