import Bindings
public import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// The root screen (the sample's Redux `MainViewController`): it watches which of launching, onboarding and
/// signed in the store is in, and shows the launch screen, presents a new onboarding flow, or shows a new
/// signed-in screen for the session (the showing is ``MainContainerViewController``'s, shared with every
/// pattern).
///
/// It knows the store only as a publisher of ``MainViewControllerState``; every window's root screen
/// watches the same store, so two browser tabs always show the same part of the app.
@MainActor
public final class MainViewController: MainContainerViewController<
    LaunchViewController, OnboardingViewController, SignedInViewController
>
{
    /// Where the app is: launching, onboarding or signed in.
    public let statePublisher: AnyPublisher<MainViewControllerState, Never>

    /// Creates the root screen; the factories make a new child scope's screen each time one is needed.
    public init(
        statePublisher: AnyPublisher<MainViewControllerState, Never>, launchViewController: LaunchViewController,
        onboardingViewControllerFactory: @escaping @MainActor () -> OnboardingViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.statePublisher = statePublisher
        super.init(
            launchViewController: launchViewController, makeOnboardingViewController: onboardingViewControllerFactory,
            makeSignedInViewController: signedInViewControllerFactory)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.removeDuplicates().bind(to: self) { controller, state in controller.present(state) }
    }

    /// Whether `signedIn` was made for another session than `userSession`.
    ///
    /// NB: a new session (another person signed in) gets a new signed-in scope.
    public override func shouldReplace(_ signedIn: SignedInViewController, for userSession: UserSession) -> Bool {
        signedIn.userSession != userSession
    }

    private func present(_ state: MainViewControllerState) {
        switch state {
        case .launching: presentLaunching()
        case .onboarding: presentOnboarding()
        case .signedIn(let userSession): presentSignedIn(userSession: userSession)
        }
    }
}
