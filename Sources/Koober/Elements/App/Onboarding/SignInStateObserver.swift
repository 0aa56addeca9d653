public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The sign-in form's state observer (the book's split `SignInStateObserver`): delivers each new view
/// state and the first error to present, repeats removed; an error-only change delivers no view state.
@MainActor
public final class SignInStateObserver: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any SignInStateObserverEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<SignInViewControllerState, any SignInStateObserverEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `signInState`.
    public init(signInState: AnyPublisher<SignInViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(signInState),
            deliveries: [
                .removingDuplicates({ $0.viewState }) { $0.received(newViewState: $1) },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
