public import Elements
public import OpenCombine
import Services

extension EventSource {
    /// The values of `publisher` as events: subscribing sinks the publisher (a store's publisher sends its
    /// current value at once), cancelling the subscription cancels the sink. A publisher that finishes
    /// (its part of the store went out of scope) sends nothing more.
    public static func publisher(_ publisher: AnyPublisher<Event, Never>) -> EventSource<Event> {
        EventSource { handler in
            let cancellable = publisher.sink { handler($0) }
            return EventSubscription { cancellable.cancel() }
        }
    }
}
