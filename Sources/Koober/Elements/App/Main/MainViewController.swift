public import Elements
public import KooberKit
public import KooberReduxKit
public import KooberUI
import ViewKit

/// The root screen (the sample's Elements `MainViewController`): its observer says where the app is, and
/// it shows the launch screen, presents a new onboarding flow, or shows a new signed-in screen for the
/// session (the showing is ``MainContainerViewController``'s, shared with every pattern, and the same
/// as Koober Redux's root screen).
///
/// NB: it observes from `viewDidLoad` for as long as it lives, as the sample's does: onboarding is
/// presented full screen over it, which makes it disappear while the app must still hear the sign-in.
@MainActor
public final class MainViewController: MainContainerViewController<
    LaunchViewController, OnboardingViewController, SignedInViewController
>
{
    // MARK: - Properties
    /// Says where the app is.
    public let observer: any Observer

    // MARK: - Methods
    /// Creates the root screen; the factories make a new child scope's screen each time one is needed.
    public init(
        observer: any Observer, launchViewController: LaunchViewController,
        onboardingViewControllerFactory: @escaping @MainActor () -> OnboardingViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.observer = observer
        super.init(
            launchViewController: launchViewController, makeOnboardingViewController: onboardingViewControllerFactory,
            makeSignedInViewController: signedInViewControllerFactory)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observer.startObserving()
    }

    /// Whether `signedIn` was made for another session than `userSession`.
    public override func shouldReplace(_ signedIn: SignedInViewController, for userSession: UserSession) -> Bool {
        signedIn.userSession != userSession
    }
}

extension MainViewController: ObserverForMainEventResponder {
    /// Shows the screen for `newMainViewControllerState`.
    public func received(newMainViewControllerState: MainViewControllerState) {
        switch newMainViewControllerState {
        case .launching: presentLaunching()
        case .onboarding: presentOnboarding()
        case .signedIn(let userSession): presentSignedIn(userSession: userSession)
        }
    }
}
