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
public class MainViewController: MainContainerViewController<
    LaunchViewController, OnboardingViewController, SignedInViewController
>
{
    /// The app-level state.
    public let viewModel: MainViewModel
    /// A restored navigation waiting for launch to end (see ``restore(_:)``).
    var pendingNavigation: KooberNavigation?

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

    /// Creates a container that builds onboarding in its own ``presentOnboarding()`` (the on-demand
    /// approach's subclass, ``OnDemandMainViewController``).
    init(
        viewModel: MainViewModel, launchViewController: LaunchViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.viewModel = viewModel
        super.init(
            launchViewController: launchViewController, makeSignedInViewController: signedInViewControllerFactory)
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
        if view != .launching, let navigation = pendingNavigation {
            pendingNavigation = nil
            apply(navigation, in: view)
        }
    }
}
