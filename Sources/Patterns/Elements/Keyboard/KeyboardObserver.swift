public import Elements
import ViewKit

/// The reusable keyboard observer: delivers every keyboard notification of an injected
/// ``EventSource`` to a ``KeyboardObserverEventResponder``, with its values read into a
/// ``KeyboardUserInfo``, so any view controller can react to the keyboard without touching notifications.
///
/// Give it ``EventSource/keyboard(of:)`` to follow a ViewKit window. Such a window posts only "will"
/// notifications, so through it the responder receives ``KeyboardObserverEventResponder/keyboardWillShow(_:)``,
/// ``KeyboardObserverEventResponder/keyboardWillHide(_:)`` and
/// ``KeyboardObserverEventResponder/keyboardWillChangeFrame(_:)``, never the three "did" methods; those
/// arrive only from sources that post "did" notifications (a test's fake source, a host that animates).
///
/// Contract:
/// - Nothing is subscribed before ``startObserving()``; starting without a responder subscribes to
///   nothing (the book asserts; this observer just declines).
/// - ``startObserving()`` and ``stopObserving()`` are idempotent: a notification reaches the responder
///   once however often the observer was started, and never after it was stopped.
/// - Each notification calls exactly one responder method, the one of its name, with its values
///   unchanged. A notification whose user info is missing or malformed is dropped: no call, no crash.
/// - The responder is held weakly. Setting it to nil stops the observer; so does a notification that
///   arrives after the responder was freed. One instance serves one responder; two observers on one source
///   each deliver every notification to their own responder.
///
/// To fix the responder at creation, so that no other object can replace it, use
/// ``ResponderBoundKeyboardObserver``.
@MainActor
public final class KeyboardObserver: Observer {
    // MARK: - Properties

    /// Who receives the keyboard events; held weakly. Setting it to nil stops the observer.
    public weak var eventResponder: (any KeyboardObserverEventResponder)? {
        didSet {
            if eventResponder == nil { stopObserving() }
        }
    }

    /// Whether the observer is subscribed to its source.
    public var isObserving: Bool { observation.isObserving }

    private let source: EventSource<KeyboardNotification>
    private let observation = SourceObservation()

    // MARK: - Methods

    /// Creates a stopped observer of `source` that will deliver to `eventResponder`, which can also be set
    /// later (a container usually sets it once the view controller exists).
    public init(
        source: EventSource<KeyboardNotification>, eventResponder: (any KeyboardObserverEventResponder)? = nil
    ) {
        self.source = source
        self.eventResponder = eventResponder
    }

    /// Subscribes to the source; does nothing while observing or without a responder.
    public func startObserving() {
        guard eventResponder != nil else { return }
        observation.start { isCurrent in
            source.subscribe { [weak self] notification in
                guard let self, isCurrent() else { return }
                self.receive(notification)
            }
        }
    }

    /// Unsubscribes from the source; does nothing while stopped.
    public func stopObserving() {
        observation.stop()
    }

    private func receive(_ notification: KeyboardNotification) {
        guard let eventResponder else {
            stopObserving()
            return
        }
        guard let userInfo = KeyboardUserInfo(notification) else {
            // NB: the book calls `assertionFailure()` here; a malformed notification is the source's bug,
            // not the screen's, and the observer drops it rather than stop the app.
            return
        }
        switch notification.name {
        case .willShow: eventResponder.keyboardWillShow(userInfo)
        case .didShow: eventResponder.keyboardDidShow(userInfo)
        case .willHide: eventResponder.keyboardWillHide(userInfo)
        case .didHide: eventResponder.keyboardDidHide(userInfo)
        case .willChangeFrame: eventResponder.keyboardWillChangeFrame(userInfo)
        case .didChangeFrame: eventResponder.keyboardDidChangeFrame(userInfo)
        }
    }
}
