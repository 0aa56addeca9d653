public import ViewKit

/// What the sign-up form can do: show a whole state and keep its content clear of the keyboard.
@MainActor
public protocol SignUpUserInterface: AnyObject {
    /// Shows `newState`.
    func render(newState: SignUpViewState)
    /// Extra configuration once the view is laid out.
    func configureViewAfterLayout()
    /// The keyboard went away: the content takes its whole height again.
    func moveContentForDismissedKeyboard()
    /// The keyboard covers `keyboardFrame`: the content makes room for it.
    func moveContent(forKeyboardFrame keyboardFrame: Rect)
}

/// A sign-up user interface that is also a view.
public typealias SignUpUserInterfaceView = View & SignUpUserInterface
