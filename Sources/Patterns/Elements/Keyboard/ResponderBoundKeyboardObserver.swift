public import Elements
import ViewKit

/// A ``KeyboardObserver`` whose event responder is given at creation and can never be replaced: the
/// book's "initializing the observer with its event responder" variant.
///
/// Nothing outside can reach the responder, so no other object can redirect the events. The price is the
/// book's catch-22: the observer needs the view controller to exist first, so the controller cannot take
/// the observer in its initializer and holds it in an optional, mutable property (`var observer:
/// (any Observer)?`) that the container sets afterwards.
///
/// Contract: the same as ``KeyboardObserver``'s. The responder is held weakly; once it is freed the
/// observer stops at the next notification and starting it again subscribes to nothing.
@MainActor
public final class ResponderBoundKeyboardObserver: Observer {
    private let observer: KeyboardObserver

    /// Creates a stopped observer of `source` that delivers to `eventResponder`, and only to it.
    public init(source: EventSource<KeyboardNotification>, eventResponder: any KeyboardObserverEventResponder) {
        observer = KeyboardObserver(source: source, eventResponder: eventResponder)
    }

    /// Whether the observer is subscribed to its source.
    public var isObserving: Bool { observer.isObserving }

    /// Subscribes to the source; does nothing while observing or once the responder is gone.
    public func startObserving() {
        observer.startObserving()
    }

    /// Unsubscribes from the source; does nothing while stopped.
    public func stopObserving() {
        observer.stopObserving()
    }
}
