import Elements
public import ElementsKeyboard
public import KooberKit

/// What ``ObserverForSignUp`` calls: the form's states and errors, and the reusable keyboard observer's
/// events (implement the ones needed; the others do nothing).
@MainActor
public protocol ObserverForSignUpEventResponder: KeyboardObserverEventResponder {
    /// The first error the form has to present.
    func received(newErrorMessage: ErrorMessage)
    /// The form's new view state.
    func received(newViewState: SignUpViewState)
}
