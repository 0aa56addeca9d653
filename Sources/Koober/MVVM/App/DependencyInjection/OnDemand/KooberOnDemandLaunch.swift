import KooberKit
import KooberMVVMKit
public import KooberUI
import ViewKit

/// The on-demand approach (the book's first step in chapter 4): no factories and no container. The app
/// delegate builds the shared repository into a global, then builds launch inline; onboarding is built
/// inline too, in the closure main calls when it needs it (the book's long `presentOnboarding()`), from
/// the globals. Every object that needs the repository reaches for the global.
@MainActor
public enum KooberOnDemandLaunch {
    /// Installs the globals for `runtime` (the book's global closure, which builds the repository inline).
    public static func installGlobals(runtime: KooberRuntime) {
        let userSessionRepository = KooberUserSessionRepository(
            dataStore: runtime.makeUserSessionDataStore(), remoteAPI: runtime.makeAuthRemoteAPI())
        KooberGlobals.install(
            KooberGlobals(
                runtime: runtime, userSessionRepository: userSessionRepository, mainViewModel: MainViewModel()))
    }

    /// The root screen, built where it is needed (the book's `application(_:didFinishLaunchingWithOptions:)`).
    public static func makeMainViewController() -> MainViewController {
        let mainViewModel = GlobalMainViewModel
        let launchViewModel = LaunchViewModel(
            userSessionRepository: GlobalUserSessionRepository, notSignedInResponder: mainViewModel,
            signedInResponder: mainViewModel, ids: GlobalKooberRuntime.options.ids)
        let launchViewController = LaunchViewController(viewModel: launchViewModel)
        return MainViewController(
            viewModel: mainViewModel, launchViewController: launchViewController,
            onboardingViewControllerFactory: {
                // The whole onboarding graph, built inline where it is presented.
                let ids = GlobalKooberRuntime.options.ids
                let onboardingViewModel = OnboardingViewModel()
                let welcomeViewModel = WelcomeViewModel(
                    goToSignUpNavigator: onboardingViewModel, goToSignInNavigator: onboardingViewModel)
                let welcomeViewController = WelcomeViewController(viewModel: welcomeViewModel)
                let signInViewModel = SignInViewModel(
                    userSessionRepository: GlobalUserSessionRepository, signedInResponder: mainViewModel, ids: ids)
                let signInViewController = SignInViewController(viewModel: signInViewModel)
                let signUpViewModel = SignUpViewModel(
                    userSessionRepository: GlobalUserSessionRepository, signedInResponder: mainViewModel, ids: ids)
                let signUpViewController = SignUpViewController(viewModel: signUpViewModel)
                return OnboardingViewController(
                    viewModel: onboardingViewModel, welcomeViewController: welcomeViewController,
                    signInViewController: signInViewController, signUpViewController: signUpViewController)
            },
            signedInViewControllerFactory: { userSession in
                KooberSignedInDependencyContainer(
                    userSession: userSession, userSessionRepository: GlobalUserSessionRepository,
                    mainViewModel: mainViewModel, runtime: GlobalKooberRuntime
                ).makeSignedInViewController()
            })
    }
}
