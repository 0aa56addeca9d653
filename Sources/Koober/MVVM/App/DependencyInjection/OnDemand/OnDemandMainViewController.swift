import KooberKit
public import KooberMVVMKit
import KooberUI
import ViewKit

/// The root screen of the on-demand approach (the book's on-demand `MainViewController`): made with its
/// view model and launch screen only, no onboarding factory, it builds the whole onboarding graph where
/// it presents it, in ``presentOnboarding()``, from the globals. That long method is the approach's
/// problem; the factories approach moves it into `makeOnboardingViewController()` and leaves
/// ``MainViewController``'s three-line one.
@MainActor
public final class OnDemandMainViewController: MainViewController {
    /// Creates the root screen (the book's on-demand initializer); the signed-in screens come from the
    /// signed-in scope's container, built on the globals.
    public init(viewModel: MainViewModel, launchViewController: LaunchViewController) {
        super.init(
            viewModel: viewModel, launchViewController: launchViewController,
            signedInViewControllerFactory: { userSession in
                KooberSignedInDependencyContainer(
                    userSession: userSession, userSessionRepository: GlobalUserSessionRepository,
                    mainViewModel: viewModel, runtime: GlobalKooberRuntime
                ).makeSignedInViewController()
            })
    }

    /// Builds a new onboarding graph inline and presents it (the book's on-demand `presentOnboarding()`).
    public override func presentOnboarding() {
        let ids = GlobalKooberRuntime.options.ids

        let onboardingViewModel = OnboardingViewModel()

        let welcomeViewModel = WelcomeViewModel(
            goToSignUpNavigator: onboardingViewModel, goToSignInNavigator: onboardingViewModel)

        let welcomeViewController = WelcomeViewController(viewModel: welcomeViewModel)

        let signInViewModel = SignInViewModel(
            userSessionRepository: GlobalUserSessionRepository, signedInResponder: viewModel, ids: ids)

        let signInViewController = SignInViewController(viewModel: signInViewModel)

        let signUpViewModel = SignUpViewModel(
            userSessionRepository: GlobalUserSessionRepository, signedInResponder: viewModel, ids: ids)

        let signUpViewController = SignUpViewController(viewModel: signUpViewModel)

        let onboardingViewController = OnboardingViewController(
            viewModel: onboardingViewModel, welcomeViewController: welcomeViewController,
            signInViewController: signInViewController, signUpViewController: signUpViewController)

        // The book's last three lines (full screen, present, keep it), with the container's bookkeeping.
        show(onboarding: onboardingViewController)
    }
}
