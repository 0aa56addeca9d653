import Bindings
import KooberKit
public import KooberMVVMKit
import OpenCombine
public import ViewKit

/// The onboarding flow (the sample's `OnboardingViewController`): a navigation controller whose
/// welcome, sign-in and sign-up screens are made once and reused, so going back and forth keeps what was
/// typed. Forward is the view model's (`navigationAction`), Back the system's: after every transition the
/// screen tells the view model what it shows.
@MainActor
public final class OnboardingViewController: NavigationController, NavigationControllerDelegate {
    /// The flow's state.
    public let viewModel: OnboardingViewModel
    /// Welcome.
    public let welcomeViewController: WelcomeViewController
    /// Sign-in.
    public let signInViewController: SignInViewController
    /// Sign-up.
    public let signUpViewController: SignUpViewController

    /// Creates the flow (the book's initializer).
    public init(
        viewModel: OnboardingViewModel, welcomeViewController: WelcomeViewController,
        signInViewController: SignInViewController, signUpViewController: SignUpViewController
    ) {
        self.viewModel = viewModel
        self.welcomeViewController = welcomeViewController
        self.signInViewController = signInViewController
        self.signUpViewController = signUpViewController
        super.init()
        delegate = self
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$navigationAction.removeDuplicates().bind(to: self) { controller, action in
            guard case .present(let view) = action else { return }
            controller.present(view)
        }
    }

    private func present(_ view: OnboardingView) {
        switch view {
        case .welcome: pushViewController(welcomeViewController, animated: false)
        case .signin: pushViewController(signInViewController, animated: true)
        case .signup: pushViewController(signUpViewController, animated: true)
        }
    }

    /// Welcome has no navigation bar; sign-in and sign-up show one, with the back button (the sample's
    /// `hideOrShowNavigationBarIfNeeded`).
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        isNavigationBarHidden = viewController === welcomeViewController
    }

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        guard let view = onboardingView(associatedWith: viewController) else { return }
        viewModel.uiPresented(onboardingView: view)
    }

    private func onboardingView(associatedWith viewController: ViewController) -> OnboardingView? {
        if viewController === welcomeViewController { return .welcome }
        if viewController === signInViewController { return .signin }
        if viewController === signUpViewController { return .signup }
        return nil
    }
}
