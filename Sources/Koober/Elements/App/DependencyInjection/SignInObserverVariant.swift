import ElementsKeyboard
public import KooberKit

/// How the sign-in form's observers are arranged (the book's four variants), each a way the onboarding
/// container can build the form.
public enum SignInObserverVariant: String, CaseIterable, Sendable {
    /// One ``ObserverForSignIn`` for the state and the keyboard (the sample's; the app's default).
    case single
    /// ``SignInStateObserver`` from `viewWillAppear` and ``SignInKeyboardObserver`` from `viewDidAppear`.
    case split
    /// The split observers in one ``Elements/ObserverComposition``, started and stopped together.
    case composed
    /// ``SignInStateObserver``, and a ``Elements/ResponderBoundKeyboardObserver`` made with the form as its
    /// responder and set on the form afterwards.
    case responderBound = "responder-bound"

    /// The variant `--observers` names (`responder` is ``responderBound``).
    public init(_ observers: KooberOptions.SignInObservers) {
        switch observers {
        case .single: self = .single
        case .split: self = .split
        case .composed: self = .composed
        case .responder: self = .responderBound
        }
    }
}
