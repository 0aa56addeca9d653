import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// The sign-in form (the sample's Redux `SignInViewController` and `SignInRootView`): the fields keep what
/// the person types (view-local text, as in the sample); "Sign In" hands it to the user interactions; the
/// store's ``SignInViewControllerState`` enables the controls, spins the indicator and lists the errors to
/// present (the form is ``SignInFormViewController``'s, shared with every pattern).
@MainActor
public final class SignInViewController: SignInFormViewController {
    /// The sign-in state; finishes when the app leaves sign-in.
    public let statePublisher: AnyPublisher<SignInViewControllerState, Never>
    /// Signs in and hears that an error was seen.
    public let userInteractions: any SignInUserInteractions
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

    /// Hands the fields' text to the user interactions.
    public override func signInTapped() {
        userInteractions.signIn(email: emailField.text, password: passwordField.text)
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
}
