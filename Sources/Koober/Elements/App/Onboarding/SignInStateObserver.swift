public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The sign-in form's state observer (the book's split `SignInStateObserver`): delivers each new view
/// state and the first error to present, repeats removed; an error-only change delivers no view state.
public typealias SignInStateObserver = StateObserver<SignInViewControllerState, any SignInStateObserverEventResponder>

extension SignInStateObserver {
    /// Creates a stopped observer of `signInState`.
    public convenience init(signInState: AnyPublisher<SignInViewControllerState, Never>) {
        self.init(
            source: .publisher(signInState),
            deliveries: [
                .removingDuplicates({ $0.viewState }) { $0.received(newViewState: $1) },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }
}
