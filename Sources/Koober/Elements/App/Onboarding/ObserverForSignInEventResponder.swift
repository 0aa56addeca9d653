import ElementsKeyboard

/// What ``ObserverForSignIn`` calls (the book's `ObserverForSignInEventResponder`): the form's state and
/// its keyboard, the two halves the split observers deliver on their own.
@MainActor
public protocol ObserverForSignInEventResponder: SignInStateObserverEventResponder,
    SignInKeyboardObserverEventResponder
{}
