/// An observer made of other observers that start and stop together, so a view controller that needs
/// several (its state's and the keyboard's, say) still holds one ``Observer``.
///
/// Contract: ``startObserving()`` and ``stopObserving()`` forward the call once to each child, in the
/// order the children were given; the composition is idempotent because its children are. It has no event
/// responder of its own: each child is wired to its responder on its own, usually the same view
/// controller, which conforms to each child's responder protocol. Children that must start or stop at
/// different times (one in `viewWillAppear`, one in `viewDidAppear`) belong in separate properties, not
/// in a composition.
@MainActor
public final class ObserverComposition: Observer {
    /// The children, in the order calls reach them.
    public let observers: [any Observer]

    /// Composes `observers`, which receive every call in this order.
    public init(observers: [any Observer]) {
        self.observers = observers
    }

    /// Composes `observers`, which receive every call in this order.
    public convenience init(observers: any Observer...) {
        self.init(observers: observers)
    }

    /// Starts each child, in order.
    public func startObserving() {
        for observer in observers {
            observer.startObserving()
        }
    }

    /// Stops each child, in order.
    public func stopObserving() {
        for observer in observers {
            observer.stopObserving()
        }
    }
}
