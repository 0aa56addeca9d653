public import KooberKit
public import KooberMVVMKit
public import KooberUI
import Services
import ViewKit

/// The single-container approach (the book's first `KooberAppDependencyContainer`): one container
/// holds the long-lived objects and makes everything, so factories take no parameters. Onboarding's view
/// model lives only while onboarding does, but one container has nowhere to scope it: it sits in an
/// optional property, replaced by each `makeOnboardingViewController()`. That optional is what the
/// hierarchy's onboarding container removes.
///
/// The root and launch screens come from ``KooberAppContainer``: the book's listings for them are the
/// same in this approach and the hierarchy.
///
/// NB: the book force-unwraps `sharedOnboardingViewModel!` in each onboarding factory; here they read
/// ``currentOnboardingViewModel``, which reports the misuse instead of trapping.
@MainActor
public final class KooberSingleAppDependencyContainer: KooberAppContainer, SignInViewModelFactory {
    /// The launch.
    public let runtime: KooberRuntime
    /// The one user-session repository.
    public let sharedUserSessionRepository: any UserSessionRepository
    /// The one main view model.
    public let sharedMainViewModel: MainViewModel
    /// The onboarding view model of the onboarding made last (nil before the first).
    public private(set) var sharedOnboardingViewModel: OnboardingViewModel?

    /// Creates the container; the long-lived objects are made by nested factories, once.
    public init(runtime: KooberRuntime) {
        func makeUserSessionRepository() -> any UserSessionRepository {
            KooberUserSessionRepository(
                dataStore: runtime.makeUserSessionDataStore(), remoteAPI: runtime.makeAuthRemoteAPI())
        }
        self.runtime = runtime
        sharedUserSessionRepository = makeUserSessionRepository()
        sharedMainViewModel = MainViewModel()
    }

    /// The onboarding flow, with a new onboarding view model kept in ``sharedOnboardingViewModel``.
    public func makeOnboardingViewController() -> OnboardingViewController {
        let onboardingViewModel = makeOnboardingViewModel()
        sharedOnboardingViewModel = onboardingViewModel
        return OnboardingViewController(
            viewModel: onboardingViewModel, welcomeViewController: makeWelcomeViewController(),
            signInViewController: makeSignInViewController(), signUpViewController: makeSignUpViewController())
    }

    /// A new onboarding view model.
    public func makeOnboardingViewModel() -> OnboardingViewModel {
        OnboardingViewModel()
    }

    /// The onboarding view model the onboarding factories use.
    var currentOnboardingViewModel: OnboardingViewModel {
        if let sharedOnboardingViewModel { return sharedOnboardingViewModel }
        ProgrammerError.report("An onboarding screen was made outside makeOnboardingViewController().")
        let onboardingViewModel = makeOnboardingViewModel()
        sharedOnboardingViewModel = onboardingViewModel
        return onboardingViewModel
    }

    /// Welcome.
    public func makeWelcomeViewController() -> WelcomeViewController {
        WelcomeViewController(viewModel: makeWelcomeViewModel())
    }

    /// Welcome's view model.
    public func makeWelcomeViewModel() -> WelcomeViewModel {
        WelcomeViewModel(
            goToSignUpNavigator: currentOnboardingViewModel, goToSignInNavigator: currentOnboardingViewModel)
    }

    /// Sign-in.
    public func makeSignInViewController() -> SignInViewController {
        SignInViewController(viewModelFactory: self)
    }

    public func makeSignInViewModel() -> SignInViewModel {
        SignInViewModel(
            userSessionRepository: sharedUserSessionRepository, signedInResponder: sharedMainViewModel,
            ids: runtime.options.ids)
    }

    /// Sign-up.
    public func makeSignUpViewController() -> SignUpViewController {
        SignUpViewController(viewModel: makeSignUpViewModel())
    }

    /// Sign-up's view model.
    public func makeSignUpViewModel() -> SignUpViewModel {
        SignUpViewModel(
            userSessionRepository: sharedUserSessionRepository, signedInResponder: sharedMainViewModel,
            ids: runtime.options.ids)
    }

    /// The signed-in screens, from the hierarchy's signed-in scope (the book's single container predates
    /// them).
    public func makeSignedInViewController(session: UserSession) -> SignedInViewController {
        KooberSignedInDependencyContainer(userSession: session, appDependencyContainer: self)
            .makeSignedInViewController()
    }
}
