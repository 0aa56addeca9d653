public import ViewKit

/// The onboarding flow every pattern shows (the sample's `OnboardingViewController`, less where its state
/// comes from): a navigation controller over welcome, sign-in and sign-up, made once and reused, with no
/// navigation bar on welcome.
///
/// Contract: a pattern subclasses it with its own three screens (`Welcome`, `SignIn`, `SignUp`, kept with
/// their types), pushes or pops them as its state says, and overrides ``didShow(_:)`` to hear what shows
/// after every transition (Back included). The controller is its own delegate; nothing else may be.
@MainActor
open class OnboardingNavigationController<Welcome: ViewController, SignIn: ViewController, SignUp: ViewController>:
    NavigationController, NavigationControllerDelegate
{
    /// Welcome.
    public let welcomeViewController: Welcome
    /// Sign-in.
    public let signInViewController: SignIn
    /// Sign-up.
    public let signUpViewController: SignUp

    /// Creates the flow, with nothing pushed yet.
    public init(welcomeViewController: Welcome, signInViewController: SignIn, signUpViewController: SignUp) {
        self.welcomeViewController = welcomeViewController
        self.signInViewController = signInViewController
        self.signUpViewController = signUpViewController
        super.init()
        delegate = self
    }

    /// `viewController` became the top of the stack, pushed or popped (the person's Back included). The
    /// default does nothing; a pattern tells its flow what shows.
    open func didShow(_ viewController: ViewController) {}

    /// Welcome has no navigation bar; sign-in and sign-up show one, with the back button (the sample's
    /// `hideOrShowNavigationBarIfNeeded`).
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        isNavigationBarHidden = viewController === welcomeViewController
    }

    /// Hands `viewController` to ``didShow(_:)``.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        didShow(viewController)
    }
}
