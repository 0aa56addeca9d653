public import KooberKit
public import ViewKit

/// The sign-up form every pattern shows (the sample's `SignUpViewController` with its `SignUpRootView`,
/// less where its state comes from): "Sign Up" as the title, Full Name, "What should we call you?", Email,
/// Mobile Number and Password, and "Sign Up", kept clear of the keyboard while the form is on screen
/// (``FormViewController``).
///
/// Contract: a pattern subclasses it, calls ``setInputEnabled(_:)`` as its state says, and overrides
/// ``signUpTapped()`` (where the fields' text goes).
@MainActor
open class SignUpFormViewController: FormViewController {
    /// Full name, nickname, email, mobile number and password, in that order.
    public let fields: [TextField]
    /// "Sign Up".
    public let signUpButton = Button(title: KooberStrings.signUp, style: .filled)

    /// Creates the form, empty.
    public override init() {
        fields = [
            KooberStrings.fullName, KooberStrings.nickname, KooberStrings.email, KooberStrings.mobileNumber,
            KooberStrings.password,
        ].map { TextField(placeholder: $0) }
        super.init()
    }

    /// The account the fields describe, from their text (empty where nothing was typed).
    public var newAccount: NewAccount {
        let text = fields.map(\.text)
        return NewAccount(
            fullName: text[0], nickname: text[1], email: text[2], mobileNumber: text[3], password: text[4])
    }

    /// Builds the form. A subclass that overrides it calls `super` first.
    open override func loadView() {
        navigationItem.title = KooberStrings.signUp
        for field in fields { field.accessibilityLabel = field.placeholder }
        fields.last?.isSecureTextEntry = true
        view = StackView(axis: .vertical, spacing: 12, arrangedSubviews: fields + [signUpButton, keyboardInset.spacer])
        signUpButton.addTarget(self, action: SignUpFormViewController.signUpTapped, for: .primaryActionTriggered)
    }

    /// Enables or disables every field and "Sign Up" (disabled while the account is being made).
    public func setInputEnabled(_ enabled: Bool) {
        for field in fields { field.isEnabled = enabled }
        signUpButton.isEnabled = enabled
    }

    /// "Sign Up" was pressed. The default does nothing; a pattern signs up with the fields' text.
    open func signUpTapped() {}
}
