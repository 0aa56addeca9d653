public import Services

/// Something an observer subscribes to for events of one type: the "event-emitting system" a dependency
/// container injects into an observer, wrapped so the observer does not depend on its technology (a
/// ViewKit window's keyboard, a store, a publisher, a test's fake).
///
/// Wrap a system with ``init(subscribe:)``, whose closure registers a handler and returns the
/// ``EventSubscription`` that unregisters it. A container typically builds the source and hands it to the
/// observer's initializer; the observer subscribes only in ``Observer/startObserving()``.
///
/// Contract:
/// - ``subscribe(_:)`` registers `handler`, which is then called on the main actor for each event, in the
///   order the system posts them, until the subscription is cancelled or released; never afterwards, even
///   if the system's own clean-up is late.
/// - A source delivers past events only if its system does: a current-value system (a store, a
///   `CurrentValueSubject`) delivers its current value during ``subscribe(_:)``, others deliver only
///   later events.
@MainActor
public struct EventSource<Event> {
    /// Receives one event.
    public typealias Handler = @MainActor (Event) -> Void

    private let register: @MainActor (@escaping Handler) -> EventSubscription

    /// Wraps an event system: `register` adds a handler to the system and returns the subscription that
    /// removes it.
    public init(subscribe register: @escaping @MainActor (@escaping Handler) -> EventSubscription) {
        self.register = register
    }

    /// Calls `handler` with every event from now on, until the returned subscription is cancelled or
    /// released.
    public func subscribe(_ handler: @escaping Handler) -> EventSubscription {
        let gate = Gate()
        let registration = register { event in
            if gate.isOpen { handler(event) }
        }
        return EventSubscription {
            gate.isOpen = false
            registration.cancel()
        }
    }

    /// A source of `transform(event)` for each event of this one, as Combine's `map`.
    public func map<Transformed>(
        _ transform: @escaping @MainActor (Event) -> Transformed
    ) -> EventSource<Transformed> {
        EventSource<Transformed> { handler in
            subscribe { handler(transform($0)) }
        }
    }
}

/// Whether a subscription's handler may still be called; closed by the subscription's cancellation.
@MainActor
private final class Gate {
    var isOpen = true
}
