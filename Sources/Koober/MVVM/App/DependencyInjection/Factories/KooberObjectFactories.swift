public import KooberKit
public import KooberMVVMKit
public import KooberUI
import ViewKit

/// The factories approach (the book's `KooberObjectFactories`): one method per object, so each object is
/// built in one place and a substitution (the session store) is decided once. The factories hold no
/// state: long-lived objects come in as parameters, and live in globals (``KooberGlobals``), so a closure
/// that captures the factories makes no retain cycle.
///
/// NB: the book's class has no stored property; this one keeps the launch's ``KooberRuntime``, a value
/// that never changes, which is still no state.
@MainActor
public struct KooberObjectFactories {
    /// The launch.
    public let runtime: KooberRuntime

    /// Creates the factories for `runtime`.
    public init(runtime: KooberRuntime) {
        self.runtime = runtime
    }

    /// Installs this approach's globals: the repository and the main view model, made here once.
    public static func installGlobals(runtime: KooberRuntime) {
        let factories = KooberObjectFactories(runtime: runtime)
        KooberGlobals.install(
            KooberGlobals(
                runtime: runtime, userSessionRepository: factories.makeUserSessionRepository(),
                mainViewModel: factories.makeMainViewModel()))
    }

    // MARK: App scope

    /// The user-session repository (its store and remote API are the runtime's).
    public func makeUserSessionRepository() -> any UserSessionRepository {
        KooberUserSessionRepository(
            dataStore: runtime.makeUserSessionDataStore(), remoteAPI: runtime.makeAuthRemoteAPI())
    }

    /// The main view model.
    public func makeMainViewModel() -> MainViewModel {
        MainViewModel()
    }

    /// The root screen; the long-lived objects come in because the factories hold none.
    public func makeMainViewController(
        viewModel: MainViewModel, userSessionRepository: any UserSessionRepository
    ) -> MainViewController {
        let launchViewController = makeLaunchViewController(
            userSessionRepository: userSessionRepository, notSignedInResponder: viewModel, signedInResponder: viewModel)
        let onboardingViewControllerFactory: @MainActor () -> OnboardingViewController = {
            self.makeOnboardingViewController(
                userSessionRepository: userSessionRepository, signedInResponder: viewModel)
        }
        let signedInViewControllerFactory: @MainActor (UserSession) -> SignedInViewController = { userSession in
            self.makeSignedInViewController(
                userSession: userSession, userSessionRepository: userSessionRepository, mainViewModel: viewModel)
        }
        return MainViewController(
            viewModel: viewModel, launchViewController: launchViewController,
            onboardingViewControllerFactory: onboardingViewControllerFactory,
            signedInViewControllerFactory: signedInViewControllerFactory)
    }

    /// The launch screen.
    public func makeLaunchViewController(
        userSessionRepository: any UserSessionRepository, notSignedInResponder: any NotSignedInResponder,
        signedInResponder: any SignedInResponder
    ) -> LaunchViewController {
        LaunchViewController(
            viewModel: makeLaunchViewModel(
                userSessionRepository: userSessionRepository, notSignedInResponder: notSignedInResponder,
                signedInResponder: signedInResponder))
    }

    /// The launch screen's view model; the responders come in because the factories cannot know who
    /// answers (the long-lived main view model).
    public func makeLaunchViewModel(
        userSessionRepository: any UserSessionRepository, notSignedInResponder: any NotSignedInResponder,
        signedInResponder: any SignedInResponder
    ) -> LaunchViewModel {
        LaunchViewModel(
            userSessionRepository: userSessionRepository, notSignedInResponder: notSignedInResponder,
            signedInResponder: signedInResponder, ids: runtime.options.ids)
    }

    // MARK: Onboarding

    /// The onboarding flow, with a new onboarding view model.
    public func makeOnboardingViewController(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder
    ) -> OnboardingViewController {
        let onboardingViewModel = makeOnboardingViewModel()
        return OnboardingViewController(
            viewModel: onboardingViewModel,
            welcomeViewController: makeWelcomeViewController(
                goToSignUpNavigator: onboardingViewModel, goToSignInNavigator: onboardingViewModel),
            signInViewController: makeSignInViewController(
                userSessionRepository: userSessionRepository, signedInResponder: signedInResponder),
            signUpViewController: makeSignUpViewController(
                userSessionRepository: userSessionRepository, signedInResponder: signedInResponder))
    }

    /// The onboarding view model.
    public func makeOnboardingViewModel() -> OnboardingViewModel {
        OnboardingViewModel()
    }

    /// Welcome.
    public func makeWelcomeViewController(
        goToSignUpNavigator: any GoToSignUpNavigator, goToSignInNavigator: any GoToSignInNavigator
    ) -> WelcomeViewController {
        WelcomeViewController(
            viewModel: makeWelcomeViewModel(
                goToSignUpNavigator: goToSignUpNavigator, goToSignInNavigator: goToSignInNavigator))
    }

    /// Welcome's view model.
    public func makeWelcomeViewModel(
        goToSignUpNavigator: any GoToSignUpNavigator, goToSignInNavigator: any GoToSignInNavigator
    ) -> WelcomeViewModel {
        WelcomeViewModel(goToSignUpNavigator: goToSignUpNavigator, goToSignInNavigator: goToSignInNavigator)
    }

    /// Sign-in.
    public func makeSignInViewController(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder
    ) -> SignInViewController {
        SignInViewController(
            viewModel: makeSignInViewModel(
                userSessionRepository: userSessionRepository, signedInResponder: signedInResponder))
    }

    /// Sign-in's view model.
    public func makeSignInViewModel(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder
    ) -> SignInViewModel {
        SignInViewModel(
            userSessionRepository: userSessionRepository, signedInResponder: signedInResponder, ids: runtime.options.ids
        )
    }

    /// Sign-up.
    public func makeSignUpViewController(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder
    ) -> SignUpViewController {
        SignUpViewController(
            viewModel: makeSignUpViewModel(
                userSessionRepository: userSessionRepository, signedInResponder: signedInResponder))
    }

    /// Sign-up's view model.
    public func makeSignUpViewModel(
        userSessionRepository: any UserSessionRepository, signedInResponder: any SignedInResponder
    ) -> SignUpViewModel {
        SignUpViewModel(
            userSessionRepository: userSessionRepository, signedInResponder: signedInResponder, ids: runtime.options.ids
        )
    }

    // MARK: Signed in

    /// The signed-in screens, from the hierarchy's signed-in scope (the book builds only launch and
    /// onboarding with factories).
    public func makeSignedInViewController(
        userSession: UserSession, userSessionRepository: any UserSessionRepository, mainViewModel: MainViewModel
    ) -> SignedInViewController {
        KooberSignedInDependencyContainer(
            userSession: userSession, userSessionRepository: userSessionRepository, mainViewModel: mainViewModel,
            runtime: runtime
        ).makeSignedInViewController()
    }
}
