public import KooberReduxKit
public import ViewKit

/// What the sign-in form can do (the book's `SignInUserInterface`): show a whole state and keep its
/// content clear of the keyboard. No control is exposed, so a new design changes only the view.
@MainActor
public protocol SignInUserInterface: AnyObject {
    /// Shows `newState`: which controls are enabled, whether the spinner turns.
    func render(newState: SignInViewState)
    /// Extra configuration once the view is laid out (the book calls it from `viewDidLayoutSubviews`).
    func configureViewAfterLayout()
    /// The keyboard went away: the content takes its whole height again.
    func moveContentForDismissedKeyboard()
    /// The keyboard covers `keyboardFrame` (in the view's coordinates): the content makes room for it.
    func moveContent(forKeyboardFrame keyboardFrame: Rect)
}

/// A sign-in user interface that is also a view, what a controller's root view must be (the book's
/// compromise, `SignInUserInterface & UIView`).
public typealias SignInUserInterfaceView = View & SignInUserInterface
