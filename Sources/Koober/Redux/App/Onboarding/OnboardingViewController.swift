import Bindings
import KooberKit
public import KooberReduxKit
public import OpenCombine
public import ViewKit

/// The onboarding flow (the sample's Redux `OnboardingViewController`): a navigation controller that pushes
/// welcome, sign-in or sign-up as the store's ``OnboardingState`` changes case, and reports a pop back to
/// welcome (the back button) so the store follows what the person did.
@MainActor
public final class OnboardingViewController: NavigationController, NavigationControllerDelegate {
    /// The onboarding state; finishes when the app leaves onboarding.
    public let statePublisher: AnyPublisher<OnboardingState, Never>
    /// Hears the pop back to welcome.
    public let userInteractions: any OnboardingUserInteractions
    /// The welcome screen.
    public let welcomeViewController: WelcomeViewController
    /// The sign-in screen.
    public let signInViewController: SignInViewController
    /// The sign-up screen.
    public let signUpViewController: SignUpViewController
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
        self.welcomeViewController = welcomeViewController
        self.signInViewController = signInViewController
        self.signUpViewController = signUpViewController
        super.init()
        delegate = self
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

    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        isNavigationBarHidden = viewController === welcomeViewController
    }

    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        guard welcomePushed, !poppingToFollowTheStore, viewController === welcomeViewController else { return }
        userInteractions.navigatedBackToWelcome()
    }
}
