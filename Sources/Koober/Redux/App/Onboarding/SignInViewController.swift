import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// The sign-in form (the sample's Redux `SignInViewController` and `SignInRootView`): the fields keep what
/// the person types (view-local text, as in the sample); "Sign In" hands it to the user interactions; the
/// store's ``SignInViewControllerState`` enables the controls, spins the indicator and lists the errors to
/// present.
@MainActor
public final class SignInViewController: ViewController {
    /// The sign-in state; finishes when the app leaves sign-in.
    public let statePublisher: AnyPublisher<SignInViewControllerState, Never>
    /// Signs in and hears that an error was seen.
    public let userInteractions: any SignInUserInteractions
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
    private var observations: Set<AnyCancellable> = []
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<SignInViewControllerState, Never>, userInteractions: any SignInUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signIn
        emailField.accessibilityLabel = KooberStrings.email
        passwordField.accessibilityLabel = KooberStrings.password
        passwordField.isSecureTextEntry = true
        view = StackView(
            axis: .vertical, spacing: 12,
            arrangedSubviews: [emailField, passwordField, signInButton, activityIndicator, keyboardInset.spacer])
        signInButton.addTarget(self, action: SignInViewController.signIn, for: .primaryActionTriggered)
    }

    // NB: the screen is pushed again each time the person comes back from welcome, and its state goes out
    // of scope (the stream finishes) while welcome shows; so, as the sample's onboarding does, it observes
    // the store while it is on screen rather than from `viewDidLoad`.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        statePublisher.map(\.viewState).removeDuplicates().sink { [weak self] viewState in self?.render(viewState) }
            .store(in: &observations)
        statePublisher.map(\.errorsToPresent).removeDuplicates().sink { [weak self] errors in self?.errors.show(errors)
        }
        .store(in: &observations)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observations.removeAll()
    }

    private func render(_ viewState: SignInViewState) {
        emailField.isEnabled = viewState.emailInputEnabled
        passwordField.isEnabled = viewState.passwordInputEnabled
        signInButton.isEnabled = viewState.signInButtonEnabled
        if viewState.signInActivityIndicatorAnimating {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    private func signIn() {
        userInteractions.signIn(email: emailField.text ?? "", password: passwordField.text ?? "")
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
