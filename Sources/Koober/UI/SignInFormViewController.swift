import KooberKit
public import ViewKit

/// The sign-in form every pattern shows (the sample's `SignInViewController` with its `SignInRootView`,
/// less where its state comes from): "Sign In" as the title, the email and password fields, "Sign In" and
/// a spinner, kept clear of the keyboard while the form is on screen (``FormViewController``).
///
/// Contract: a pattern subclasses it, enables the controls and spins ``activityIndicator`` as its state
/// says, and overrides ``signInTapped()`` (where the fields' text goes).
@MainActor
open class SignInFormViewController: FormViewController {
    /// The email field.
    public let emailField = TextField(placeholder: KooberStrings.email)
    /// The password field.
    public let passwordField = TextField(placeholder: KooberStrings.password)
    /// "Sign In".
    public let signInButton = Button(title: KooberStrings.signIn, style: .filled)
    /// Spins while signing in.
    public let activityIndicator = ActivityIndicatorView()

    /// Creates the form, empty.
    public override init() {
        super.init()
    }

    /// Builds the form. A subclass that overrides it calls `super` first.
    open override func loadView() {
        navigationItem.title = KooberStrings.signIn
        emailField.accessibilityLabel = KooberStrings.email
        passwordField.accessibilityLabel = KooberStrings.password
        passwordField.isSecureTextEntry = true
        view = StackView(
            axis: .vertical, spacing: 12,
            arrangedSubviews: [emailField, passwordField, signInButton, activityIndicator, keyboardInset.spacer])
        signInButton.addTarget(self, action: SignInFormViewController.signInTapped, for: .primaryActionTriggered)
    }

    /// "Sign In" was pressed. The default does nothing; a pattern signs in with the fields' text.
    open func signInTapped() {}
}
