import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The sign-in form (the sample's `SignInViewController` and `SignInRootView`): the fields write the view
/// model's email and password; the view model's flags enable the controls and spin the indicator; its
/// errors become alerts.
@MainActor
public final class SignInViewController: ViewController {
    /// The screen's view model.
    public let viewModel: SignInViewModel
    /// The email field.
    public let emailField = TextField(placeholder: KooberStrings.email)
    /// The password field.
    public let passwordField = TextField(placeholder: KooberStrings.password)
    /// "Sign In".
    public let signInButton = Button(title: KooberStrings.signIn, style: .filled)
    /// Spins while signing in.
    public let activityIndicator = ActivityIndicatorView()
    /// The room made for the keyboard under the form.
    public let keyboardInset = KeyboardInset()

    /// Creates the screen for `viewModel` (the book's chapter 4 form).
    public init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    /// Creates the screen with a view model from `viewModelFactory` (the sample's final form: the screen
    /// asks its container's factory).
    public convenience init(viewModelFactory: any SignInViewModelFactory) {
        self.init(viewModel: viewModelFactory.makeSignInViewModel())
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signIn
        emailField.accessibilityLabel = KooberStrings.email
        passwordField.accessibilityLabel = KooberStrings.password
        passwordField.isSecureTextEntry = true
        view = StackView(
            axis: .vertical, spacing: 12,
            arrangedSubviews: [emailField, passwordField, signInButton, activityIndicator, keyboardInset.spacer])
        bindTextFieldsToViewModel()
        bindViewModelToViews()
        signInButton.addTarget(self, action: SignInViewController.signIn, for: .primaryActionTriggered)
    }

    private func signIn() {
        viewModel.signIn()
    }

    private func bindTextFieldsToViewModel() {
        emailField.addAction(for: .editingChanged) { [weak self] field in
            self?.viewModel.email = (field as? TextField)?.text ?? ""
        }
        passwordField.addAction(for: .editingChanged) { [weak self] field in
            self?.viewModel.password = (field as? TextField)?.text ?? ""
        }
    }

    private func bindViewModelToViews() {
        viewModel.$emailInputEnabled.bind(to: emailField, \.isEnabled)
        viewModel.$passwordInputEnabled.bind(to: passwordField, \.isEnabled)
        viewModel.$signInButtonEnabled.bind(to: signInButton, \.isEnabled)
        viewModel.$signInActivityIndicatorAnimating.bind(to: activityIndicator) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboardInset.start(in: view.window)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardInset.stop()
    }
}
