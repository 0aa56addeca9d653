import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// The sign-in form (the sample's `SignInViewController` and `SignInRootView`): the fields write the view
/// model's email and password; the view model's flags enable the controls and spin the indicator; its
/// errors become alerts (the form is ``SignInFormViewController``'s, shared with every pattern).
@MainActor
public final class SignInViewController: SignInFormViewController {
    /// The screen's view model.
    public let viewModel: SignInViewModel

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
        super.loadView()
        bindTextFieldsToViewModel()
        bindViewModelToViews()
    }

    /// Tells the view model to sign in with the email and password the fields wrote.
    public override func signInTapped() {
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
}
