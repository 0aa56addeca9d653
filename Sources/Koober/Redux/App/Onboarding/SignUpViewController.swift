import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// The sign-up form (the sample's Redux `SignUpViewController` and `SignUpRootView`): five fields whose
/// text stays in the view until "Sign Up" hands the new account to the user interactions; the store's
/// ``SignUpViewControllerState`` enables the form and lists the errors to present (the form is
/// ``SignUpFormViewController``'s, shared with every pattern).
@MainActor
public final class SignUpViewController: SignUpFormViewController {
    /// The sign-up state; finishes when the app leaves sign-up.
    public let statePublisher: AnyPublisher<SignUpViewControllerState, Never>
    /// Signs up and hears that an error was seen.
    public let userInteractions: any SignUpUserInteractions
    private var observations: Set<AnyCancellable> = []
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<SignUpViewControllerState, Never>, userInteractions: any SignUpUserInteractions
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
        statePublisher.map(\.inputEnabled).removeDuplicates().sink { [weak self] enabled in
            self?.setInputEnabled(enabled)
        }
        .store(in: &observations)
        statePublisher.map(\.errorsToPresent).removeDuplicates().sink { [weak self] errors in self?.errors.show(errors)
        }
        .store(in: &observations)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observations.removeAll()
    }

    /// Hands the account the fields describe to the user interactions.
    public override func signUpTapped() {
        userInteractions.signUp(newAccount)
    }
}
