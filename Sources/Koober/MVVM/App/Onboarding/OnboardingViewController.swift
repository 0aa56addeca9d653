import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The onboarding flow (the sample's `OnboardingViewController`): a navigation controller whose
/// welcome, sign-in and sign-up screens are made once and reused, so going back and forth keeps what was
/// typed. Forward is the view model's (`navigationAction`), Back the system's: after every transition the
/// screen tells the view model what it shows (the navigation bar is ``OnboardingNavigationController``'s,
/// shared with every pattern).
@MainActor
public final class OnboardingViewController: OnboardingNavigationController<
    WelcomeViewController, SignInViewController, SignUpViewController
>
{
    /// The flow's state.
    public let viewModel: OnboardingViewModel

    /// Creates the flow (the book's initializer).
    public init(
        viewModel: OnboardingViewModel, welcomeViewController: WelcomeViewController,
        signInViewController: SignInViewController, signUpViewController: SignUpViewController
    ) {
        self.viewModel = viewModel
        super.init(
            welcomeViewController: welcomeViewController, signInViewController: signInViewController,
            signUpViewController: signUpViewController)
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

    /// Tells the view model which of its views shows now.
    public override func didShow(_ viewController: ViewController) {
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
