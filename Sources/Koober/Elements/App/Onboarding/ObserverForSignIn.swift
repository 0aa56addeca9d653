public import Elements
public import ElementsKeyboard
public import KooberReduxKit
public import OpenCombine

/// The sign-in form's single observer (the book's `ObserverForSignIn`): the form's view states and first
/// errors from the store, and the keyboard's "will hide" and "will change frame", all to one responder,
/// started and stopped together.
@MainActor
public final class ObserverForSignIn: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly. Setting it to nil stops the observer.
    public weak var eventResponder: (any ObserverForSignInEventResponder)? {
        didSet {
            stateObserver.eventResponder = eventResponder
            keyboardObserver.eventResponder = eventResponder
        }
    }
    private let stateObserver: SignInStateObserver
    private let keyboardObserver: SignInKeyboardObserver

    /// Whether the observer is subscribed to the state.
    public var isObservingState: Bool { stateObserver.isObserving }
    /// Whether the observer is subscribed to the keyboard.
    public var isObservingKeyboard: Bool { keyboardObserver.isObserving }
    /// Whether the observer is subscribed to both.
    public var isObserving: Bool { isObservingState && isObservingKeyboard }

    // MARK: - Methods
    /// Creates a stopped observer of `signInState` and of `keyboard`'s notifications.
    public init(
        signInState: AnyPublisher<SignInViewControllerState, Never>, keyboard: EventSource<KeyboardNotification>
    ) {
        stateObserver = SignInStateObserver(signInState: signInState)
        keyboardObserver = SignInKeyboardObserver(keyboard: keyboard)
    }

    /// Subscribes to the state, then the keyboard; each part that observes already is left as it is.
    public func startObserving() {
        stateObserver.startObserving()
        keyboardObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
        keyboardObserver.stopObserving()
    }
}
