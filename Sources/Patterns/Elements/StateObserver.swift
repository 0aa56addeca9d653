internal import Services

/// A reusable observer of a state stream, for the part of a screen's `ObserverFor<Screen>` that turns
/// app state into responder calls: each ``Delivery`` picks a value out of every state, skips it when it is
/// nil or equal to the one it delivered last (`map`, `compactMap`, `removeDuplicates`), and calls the
/// responder with it.
///
/// ```swift
/// let observer = StateObserver<SignInScreenState, any SignInEventResponder>(
///     source: signInStates,
///     deliveries: [
///         .removingDuplicates({ $0.viewState }) { $0.received(newViewState: $1) },
///         .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
///     ])
/// ```
///
/// An app names each screen's observer after the screen, with a type alias and an initializer that lists
/// its deliveries, so a screen's observer is a `StateObserver`, not a class that forwards to one:
///
/// ```swift
/// typealias ObserverForSignIn = StateObserver<SignInScreenState, any SignInEventResponder>
///
/// extension ObserverForSignIn {
///     convenience init(signInState: AnyPublisher<SignInScreenState, Never>) {
///         self.init(source: .publisher(signInState), deliveries: [/* … */])
///     }
/// }
/// ```
///
/// `Responder` is the screen's event-responder protocol, which must be class-bound (`AnyObject`), or a
/// class; the observer never exposes the source's technology to it. (Swift cannot require that of an
/// existential in a generic constraint, so a responder that is not an object is a programmer error,
/// reported when it is set.) Wrap a publisher or a store in an ``EventSource`` whose handler runs on the
/// main actor.
///
/// Contract:
/// - Nothing is subscribed before ``startObserving()``; starting without a responder subscribes to
///   nothing.
/// - ``startObserving()`` and ``stopObserving()`` are idempotent; no call reaches the responder after
///   ``stopObserving()`` returns, even from a state being delivered.
/// - For each state, deliveries run in the order given. Each start forgets what was delivered before, so a
///   current-value source's state is delivered once again after a restart.
/// - The responder is held weakly. Setting it to nil stops the observer; so does a state that arrives after
///   the responder was freed.
@MainActor
public final class StateObserver<State, Responder>: Observer {
    /// One value a ``StateObserver`` picks out of each state and hands to its responder.
    public struct Delivery {
        /// Makes the delivery's handler, with a fresh memory of the last value, for each start.
        fileprivate let makeHandler: @MainActor () -> @MainActor (State, Responder) -> Void

        /// Delivers `select(state)` with `receive` when it is not nil and differs from the last value this
        /// delivery delivered since the observer started.
        public static func removingDuplicates<Value: Equatable>(
            _ select: @escaping @MainActor (State) -> Value?,
            to receive: @escaping @MainActor (Responder, Value) -> Void
        ) -> Delivery {
            Delivery {
                var last: Value?
                return { state, responder in
                    guard let value = select(state), value != last else { return }
                    last = value
                    receive(responder, value)
                }
            }
        }

        /// Delivers `select(state)` with `receive` for every state in which it is not nil, repeats included.
        public static func every<Value>(
            _ select: @escaping @MainActor (State) -> Value?,
            to receive: @escaping @MainActor (Responder, Value) -> Void
        ) -> Delivery {
            Delivery {
                { state, responder in
                    guard let value = select(state) else { return }
                    receive(responder, value)
                }
            }
        }
    }

    // MARK: - Properties

    /// Who receives the values; held weakly. Setting it to nil stops the observer; setting a value that is
    /// not an object reports a programmer error and leaves the observer without a responder.
    public var eventResponder: Responder? {
        get { responderObject as? Responder }
        set {
            if let newValue, !(type(of: newValue as Any) is AnyObject.Type) {
                ProgrammerError.report("a StateObserver's responder must be an object; \(type(of: newValue)) is not")
                responderObject = nil
            } else {
                responderObject = newValue.map { $0 as AnyObject }
            }
            if responderObject == nil { stopObserving() }
        }
    }

    /// Whether the observer is subscribed to its source.
    public var isObserving: Bool { observation.isObserving }

    /// The responder, weakly: `Responder` is an existential, which `weak` does not accept.
    private weak var responderObject: AnyObject?
    private let source: EventSource<State>
    private let deliveries: [Delivery]
    private var handlers: [@MainActor (State, Responder) -> Void] = []
    private let observation = SourceObservation()

    // MARK: - Methods

    /// Creates a stopped observer of `source` that runs `deliveries`, in order, for each state and
    /// delivers to `eventResponder`, which can also be set later.
    public init(source: EventSource<State>, deliveries: [Delivery], eventResponder: Responder? = nil) {
        self.source = source
        self.deliveries = deliveries
        self.eventResponder = eventResponder
    }

    /// Subscribes to the source; does nothing while observing or without a responder.
    public func startObserving() {
        guard !isObserving, responderObject != nil else { return }
        handlers = deliveries.map { $0.makeHandler() }
        observation.start { isCurrent in
            source.subscribe { [weak self] state in self?.receive(state, while: isCurrent) }
        }
    }

    /// Unsubscribes from the source; does nothing while stopped.
    public func stopObserving() {
        guard isObserving else { return }
        observation.stop()
        handlers = []
    }

    private func receive(_ state: State, while isCurrent: () -> Bool) {
        guard isCurrent() else { return }
        guard let eventResponder else {
            stopObserving()
            return
        }
        for handler in handlers {
            // NB: a responder method may stop the observer; what is left of this state is not delivered.
            guard isCurrent() else { return }
            handler(state, eventResponder)
        }
    }
}
