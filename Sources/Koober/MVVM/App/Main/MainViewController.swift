import Bindings
public import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// The root container (the sample's `MainViewController`): shows launch, then onboarding (presented full
/// screen) or the signed-in screens, as the main view model says. Onboarding is made new each time by the
/// injected factory and dropped once someone signs in; the signed-in screens are made for the session
/// and dropped when they sign out, so only one scope's screens exist at a time (the showing is
/// ``MainContainerViewController``'s, shared with every pattern).
@MainActor
public final class MainViewController: MainContainerViewController<
    LaunchViewController, OnboardingViewController, SignedInViewController
>
{
    /// The app-level state.
    public let viewModel: MainViewModel

    /// Creates the container (the book's full initializer).
    public init(
        viewModel: MainViewModel, launchViewController: LaunchViewController,
        onboardingViewControllerFactory: @escaping @MainActor () -> OnboardingViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.viewModel = viewModel
        super.init(
            launchViewController: launchViewController, makeOnboardingViewController: onboardingViewControllerFactory,
            makeSignedInViewController: signedInViewControllerFactory)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in controller.present(view) }
    }

    private func present(_ view: MainView) {
        switch view {
        case .launching: presentLaunching()
        case .onboarding: presentOnboarding()
        case .signedIn(let userSession): presentSignedIn(userSession: userSession)
        }
    }
}
