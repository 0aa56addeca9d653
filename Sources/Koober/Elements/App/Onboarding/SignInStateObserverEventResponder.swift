public import KooberKit
public import KooberReduxKit

/// What ``SignInStateObserver`` calls (the book's split observer's state half).
@MainActor
public protocol SignInStateObserverEventResponder: AnyObject {
    /// The first error the form has to present.
    func received(newErrorMessage: ErrorMessage)
    /// The form's new view state.
    func received(newViewState: SignInViewState)
}
