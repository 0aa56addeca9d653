public import Elements
public import KooberElementsKit
import KooberKit
public import KooberUI
public import ViewKit

/// The onboarding flow (the sample's Elements `OnboardingViewController`): a navigation controller that
/// pushes welcome, sign-in or sign-up as its observer says, and starts a new
/// ``NavigatedBackToWelcomeUseCase`` when the person goes back to welcome (the navigation bar is
/// ``OnboardingNavigationController``'s, shared with every pattern; the moves are Koober Redux's).
@MainActor
public final class OnboardingViewController: OnboardingNavigationController<
    WelcomeViewController, SignInViewController, SignUpViewController
>
{
    // MARK: - Properties
    /// Says which screen shows.
    public let observer: any Observer
    /// Makes the use case for the pop back to welcome.
    public let navigatedBackToWelcomeUseCaseFactory: any NavigatedBackToWelcomeUseCaseMaking
    private var welcomePushed = false
    private var poppingToFollowTheState = false

    // MARK: - Methods
    /// Creates the flow.
    public init(
        observer: any Observer, navigatedBackToWelcomeUseCaseFactory: any NavigatedBackToWelcomeUseCaseMaking,
        welcomeViewController: WelcomeViewController, signInViewController: SignInViewController,
        signUpViewController: SignUpViewController
    ) {
        self.observer = observer
        self.navigatedBackToWelcomeUseCaseFactory = navigatedBackToWelcomeUseCaseFactory
        super.init(
            welcomeViewController: welcomeViewController, signInViewController: signInViewController,
            signUpViewController: signUpViewController)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }

    /// Starts a new use case saying the person went back to welcome.
    public override func didShow(_ viewController: ViewController) {
        guard welcomePushed, !poppingToFollowTheState, viewController === welcomeViewController else { return }
        navigatedBackToWelcomeUseCaseFactory.makeNavigatedBackToWelcomeUseCase().start()
    }

    private func show(_ viewController: ViewController) {
        guard topViewController !== viewController else { return }
        pushViewController(viewController, animated: true)
    }
}

extension OnboardingViewController: ObserverForOnboardingEventResponder {
    /// Pushes or pops to `newOnboardingScreen`.
    public func received(newOnboardingScreen: OnboardingScreen) {
        switch newOnboardingScreen {
        case .welcome:
            // NB: after the back button the state comes back to welcoming while welcome already shows.
            guard topViewController !== welcomeViewController else { return }
            if viewControllers.contains(where: { $0 === welcomeViewController }) {
                // NB: a pop the state asked for (time travel, another window) is not the person's: it starts
                // no use case, or the store would record an action nobody took.
                poppingToFollowTheState = true
                _ = popToViewController(welcomeViewController, animated: true)
                poppingToFollowTheState = false
            } else {
                pushViewController(welcomeViewController, animated: false)
            }
            welcomePushed = true
        case .signIn: show(signInViewController)
        case .signUp: show(signUpViewController)
        }
    }
}
