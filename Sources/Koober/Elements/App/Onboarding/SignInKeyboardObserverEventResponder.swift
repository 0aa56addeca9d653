import ElementsKeyboard
public import ViewKit

/// What ``SignInKeyboardObserver`` calls (the book's split observer's keyboard half).
@MainActor
public protocol SignInKeyboardObserverEventResponder: AnyObject {
    /// The keyboard is about to go away.
    func keyboardWillHide()
    /// The keyboard is about to cover `keyboardEndFrame`, in the window's coordinates.
    func keyboardWillChangeFrame(keyboardEndFrame: Rect)
}
