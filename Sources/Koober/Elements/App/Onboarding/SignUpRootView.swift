public import KooberKit
public import KooberUI
public import ViewKit

/// The sign-up form's view (the sample's `SignUpRootView`, laid out as every pattern's sign-up form): Full
/// Name, "What should we call you?", Email, Mobile Number and Password, "Sign Up", and room for the
/// keyboard. "Sign Up" tells ``ixResponder`` the account the fields describe.
@MainActor
public final class SignUpRootView: View, SignUpUserInterface {
    // MARK: - Properties
    /// Who hears "Sign Up"; held weakly.
    public weak var ixResponder: (any SignUpIxResponder)?
    /// Full name, nickname, email, mobile number and password, in that order.
    public let fields: [TextField]
    /// "Sign Up".
    public let signUpButton = Button(title: KooberStrings.signUp, style: .filled)
    /// The room made for the keyboard under the form; ``moveContent(forKeyboardFrame:)`` and
    /// ``moveContentForDismissedKeyboard()`` size it.
    public let keyboardInset = KeyboardInset()
    /// The height of the room made for the keyboard, in points (0 when it is hidden).
    public var bottomInset: Double { keyboardInset.height }

    // MARK: - Methods
    /// Builds the form, empty and enabled.
    public override init() {
        fields = [
            KooberStrings.fullName, KooberStrings.nickname, KooberStrings.email, KooberStrings.mobileNumber,
            KooberStrings.password,
        ].map { TextField(placeholder: $0) }
        super.init()
        for field in fields { field.accessibilityLabel = field.placeholder }
        fields.last?.isSecureTextEntry = true
        signUpButton.addTarget(self, action: SignUpRootView.signUp, for: .primaryActionTriggered)
        addSubview(
            StackView(axis: .vertical, spacing: 12, arrangedSubviews: fields + [signUpButton, keyboardInset.spacer]))
    }

    /// The account the fields describe (empty where nothing was typed).
    public var newAccount: NewAccount {
        let text = fields.map(\.text)
        return NewAccount(
            fullName: text[0], nickname: text[1], email: text[2], mobileNumber: text[3], password: text[4])
    }

    public func render(newState: SignUpViewState) {
        for field in fields { field.isEnabled = newState.inputEnabled }
        signUpButton.isEnabled = newState.inputEnabled
    }

    /// Nothing to do: ViewKit lays the stack out itself.
    public func configureViewAfterLayout() {}

    public func moveContentForDismissedKeyboard() {
        keyboardInset.cover(0)
    }

    public func moveContent(forKeyboardFrame keyboardFrame: Rect) {
        keyboardInset.cover(max(0, keyboardFrame.height))
    }

    private func signUp() {
        ixResponder?.signUp(newAccount)
    }
}
