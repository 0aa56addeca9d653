import KooberKit
public import KooberReduxKit
public import KooberUI
public import ViewKit

/// The sign-in form's view (the sample's `SignInRootView`, laid out as every pattern's sign-in form): the
/// email and password fields, "Sign In" and a spinner over room for the keyboard. "Sign In" tells
/// ``ixResponder`` to sign in with the fields' text.
@MainActor
public final class SignInRootView: View, SignInUserInterface {
    // MARK: - Properties
    /// Who hears "Sign In"; held weakly.
    public weak var ixResponder: (any SignInIxResponder)?
    /// The email field.
    public let emailField = TextField(placeholder: KooberStrings.email)
    /// The password field.
    public let passwordField = TextField(placeholder: KooberStrings.password)
    /// "Sign In".
    public let signInButton = Button(title: KooberStrings.signIn, style: .filled)
    /// Spins while signing in.
    public let activityIndicator = ActivityIndicatorView()
    /// The room made for the keyboard under the form; ``moveContent(forKeyboardFrame:)`` and
    /// ``moveContentForDismissedKeyboard()`` size it.
    public let keyboardInset = KeyboardInset()
    /// The height of the room made for the keyboard, in points (0 when it is hidden).
    public var bottomInset: Double { keyboardInset.height }

    // MARK: - Methods
    /// Builds the form, empty and enabled.
    public override init() {
        super.init()
        emailField.accessibilityLabel = KooberStrings.email
        passwordField.accessibilityLabel = KooberStrings.password
        passwordField.isSecureTextEntry = true
        signInButton.addTarget(self, action: SignInRootView.signIn, for: .primaryActionTriggered)
        addSubview(
            StackView(
                axis: .vertical, spacing: 12,
                arrangedSubviews: [emailField, passwordField, signInButton, activityIndicator, keyboardInset.spacer]))
    }

    public func render(newState: SignInViewState) {
        emailField.isEnabled = newState.emailInputEnabled
        passwordField.isEnabled = newState.passwordInputEnabled
        signInButton.isEnabled = newState.signInButtonEnabled
        if newState.signInActivityIndicatorAnimating {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// Nothing to do: ViewKit lays the stack out itself (the sample sets the scroll view's content size).
    public func configureViewAfterLayout() {}

    public func moveContentForDismissedKeyboard() {
        keyboardInset.cover(0)
    }

    public func moveContent(forKeyboardFrame keyboardFrame: Rect) {
        keyboardInset.cover(max(0, keyboardFrame.height))
    }

    private func signIn() {
        ixResponder?.signIn(email: emailField.text, password: passwordField.text)
    }
}
