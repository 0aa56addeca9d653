public import KooberKit
public import KooberMVVMKit
import ViewKit

/// The single-container approach (the book's first `KooberAppDependencyContainer`): one container
/// holds the long-lived objects and makes everything, so factories take no parameters. Onboarding's view
/// model lives only while onboarding does, but one container has nowhere to scope it: it sits in an
/// optional property, replaced by each `makeOnboardingViewController()`. That optional is what the
/// hierarchy's onboarding container removes.
///
/// NB: the book force-unwraps `sharedOnboardingViewModel!` in each onboarding factory; here they read
/// ``currentOnboardingViewModel``, which reports the misuse instead of trapping.
@MainActor
public final class KooberSingleAppDependencyContainer: SignInViewModelFactory {
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
            KooberUserSessionRepository(dataStore: makeUserSessionDataStore(), remoteAPI: makeAuthRemoteAPI())
        }
        func makeUserSessionDataStore() -> any UserSessionDataStore {
            switch runtime.options.sessionStore {
            case .file:
                FileUserSessionDataStore(
                    directory: runtime.environment.dataDirectory, coder: UserSessionPropertyListCoder(),
                    failures: runtime.options.failures)
            case .memory:
                InMemoryUserSessionDataStore(failures: runtime.options.failures)
            }
        }
        func makeAuthRemoteAPI() -> any AuthRemoteAPI {
            guard let cloud = runtime.options.cloud else { return FakeAuthRemoteAPI(clock: runtime.clock) }
            return KooberCloudAuthRemoteAPI(cloud: cloud, webservice: runtime.makeWebservice())
        }
        self.runtime = runtime
        sharedUserSessionRepository = makeUserSessionRepository()
        sharedMainViewModel = MainViewModel()
    }

    /// The root screen.
    public func makeMainViewController() -> MainViewController {
        let launchViewController = makeLaunchViewController()
        let onboardingViewControllerFactory: @MainActor () -> OnboardingViewController = {
            self.makeOnboardingViewController()
        }
        let signedInViewControllerFactory: @MainActor (UserSession) -> SignedInViewController = { userSession in
            self.makeSignedInViewController(session: userSession)
        }
        return MainViewController(
            viewModel: sharedMainViewModel, launchViewController: launchViewController,
            onboardingViewControllerFactory: onboardingViewControllerFactory,
            signedInViewControllerFactory: signedInViewControllerFactory)
    }

    /// The launch screen.
    public func makeLaunchViewController() -> LaunchViewController {
        LaunchViewController(viewModel: makeLaunchViewModel())
    }

    /// The launch screen's view model.
    public func makeLaunchViewModel() -> LaunchViewModel {
        LaunchViewModel(
            userSessionRepository: sharedUserSessionRepository, notSignedInResponder: sharedMainViewModel,
            signedInResponder: sharedMainViewModel, ids: runtime.options.ids)
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
        KooberSignedInDependencyContainer(
            userSession: session, userSessionRepository: sharedUserSessionRepository,
            mainViewModel: sharedMainViewModel, runtime: runtime
        ).makeSignedInViewController()
    }
}
