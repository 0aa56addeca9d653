import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// The onboarding flow (the sample's Redux `OnboardingViewController`): a navigation controller that pushes
/// welcome, sign-in or sign-up as the store's ``OnboardingState`` changes case, and reports a pop back to
/// welcome (the back button) so the store follows what the person did (the navigation bar is
/// ``OnboardingNavigationController``'s, shared with every pattern).
@MainActor
public final class OnboardingViewController: OnboardingNavigationController<
    WelcomeViewController, SignInViewController, SignUpViewController
>
{
    /// The onboarding state; finishes when the app leaves onboarding.
    public let statePublisher: AnyPublisher<OnboardingState, Never>
    /// Hears the pop back to welcome.
    public let userInteractions: any OnboardingUserInteractions
    private var welcomePushed = false
    private var poppingToFollowTheStore = false

    /// The screen an onboarding state shows: the state's case, without its contents.
    private enum Screen: Equatable {
        case welcome, signIn, signUp

        init(_ state: OnboardingState) {
            switch state {
            case .welcoming: self = .welcome
            case .signingIn: self = .signIn
            case .signingUp: self = .signUp
            }
        }
    }

    /// Creates the flow.
    public init(
        statePublisher: AnyPublisher<OnboardingState, Never>, userInteractions: any OnboardingUserInteractions,
        welcomeViewController: WelcomeViewController, signInViewController: SignInViewController,
        signUpViewController: SignUpViewController
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init(
            welcomeViewController: welcomeViewController, signInViewController: signInViewController,
            signUpViewController: signUpViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(Screen.init).removeDuplicates().bind(to: self) { controller, screen in
            controller.present(screen)
        }
    }

    private func present(_ screen: Screen) {
        switch screen {
        case .welcome:
            // NB: after the back button the store comes back to welcoming while welcome already shows.
            guard topViewController !== welcomeViewController else { return }
            if viewControllers.contains(where: { $0 === welcomeViewController }) {
                // NB: a pop the store asked for (time travel, another window) is not the person's: it is not
                // reported back, or the store would record an action nobody took.
                poppingToFollowTheStore = true
                _ = popToViewController(welcomeViewController, animated: true)
                poppingToFollowTheStore = false
            } else {
                pushViewController(welcomeViewController, animated: false)
            }
            welcomePushed = true
        case .signIn: show(signInViewController)
        case .signUp: show(signUpViewController)
        }
    }

    private func show(_ viewController: ViewController) {
        guard topViewController !== viewController else { return }
        pushViewController(viewController, animated: true)
    }

    /// Tells the user interactions that the person went back to welcome.
    public override func didShow(_ viewController: ViewController) {
        guard welcomePushed, !poppingToFollowTheStore, viewController === welcomeViewController else { return }
        userInteractions.navigatedBackToWelcome()
    }
}
