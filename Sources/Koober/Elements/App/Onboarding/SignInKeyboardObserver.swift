public import Elements
public import ElementsKeyboard
import ViewKit

/// The sign-in form's keyboard observer (the book's split `SignInKeyboardObserver`): delivers "will hide"
/// and "will change frame" with the end frame, from the keyboard notifications of an injected source; a
/// notification whose user info is missing or malformed is dropped.
@MainActor
public final class SignInKeyboardObserver: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly. Setting it to nil stops the observer.
    public weak var eventResponder: (any SignInKeyboardObserverEventResponder)? {
        didSet {
            if eventResponder == nil { stopObserving() }
        }
    }
    private let keyboardObserver: KeyboardObserver
    private let relay: Relay

    /// Whether the observer is subscribed.
    public var isObserving: Bool { keyboardObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `keyboard`'s notifications.
    public init(keyboard: EventSource<KeyboardNotification>) {
        relay = Relay()
        keyboardObserver = KeyboardObserver(source: keyboard)
        keyboardObserver.eventResponder = relay
        relay.owner = self
    }

    /// Subscribes to the keyboard; does nothing while observing or without a responder.
    public func startObserving() {
        guard eventResponder != nil else { return }
        keyboardObserver.startObserving()
    }

    public func stopObserving() {
        keyboardObserver.stopObserving()
    }

    /// Reads the reusable observer's calls into the form's two (the reusable observer holds it weakly,
    /// so the form's observer keeps it).
    @MainActor
    private final class Relay: KeyboardObserverEventResponder {
        weak var owner: SignInKeyboardObserver?

        func keyboardWillHide(_ userInfo: KeyboardUserInfo) {
            responder()?.keyboardWillHide()
        }

        func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) {
            responder()?.keyboardWillChangeFrame(keyboardEndFrame: userInfo.endFrame)
        }

        /// The form's responder, or nil after stopping the observer once it is gone.
        private func responder() -> (any SignInKeyboardObserverEventResponder)? {
            guard let owner else { return nil }
            guard let responder = owner.eventResponder else {
                owner.stopObserving()
                return nil
            }
            return responder
        }
    }
}
