public import Elements
public import ElementsKeyboard
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The sign-up form's observer: its view states and first errors from the store, repeats removed, and the
/// keyboard through the reusable ``Elements/KeyboardObserver``, both to one responder.
@MainActor
public final class ObserverForSignUp: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly. Setting it to nil stops the observer.
    public weak var eventResponder: (any ObserverForSignUpEventResponder)? {
        didSet {
            stateObserver.eventResponder = eventResponder
            keyboardObserver.eventResponder = eventResponder
        }
    }
    private let stateObserver: StateObserver<SignUpViewControllerState, any ObserverForSignUpEventResponder>
    private let keyboardObserver: KeyboardObserver

    /// Whether the observer is subscribed to the state and the keyboard.
    public var isObserving: Bool { stateObserver.isObserving && keyboardObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `signUpState` and of `keyboard`'s notifications.
    public init(
        signUpState: AnyPublisher<SignUpViewControllerState, Never>, keyboard: EventSource<KeyboardNotification>
    ) {
        stateObserver = StateObserver(
            source: .publisher(signUpState),
            deliveries: [
                .removingDuplicates({ SignUpViewState(inputEnabled: $0.inputEnabled) }) {
                    $0.received(newViewState: $1)
                },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
        keyboardObserver = KeyboardObserver(source: keyboard)
    }

    public func startObserving() {
        stateObserver.startObserving()
        keyboardObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
        keyboardObserver.stopObserving()
    }
}
