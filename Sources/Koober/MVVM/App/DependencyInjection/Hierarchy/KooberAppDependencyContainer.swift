public import KooberKit
public import KooberMVVMKit
import ViewKit

/// The app scope of Koober's container hierarchy (the book's final form, chapter 4): it holds the two
/// objects that live as long as the app, the user-session repository and the main view model, and makes
/// the root screen. Onboarding and signed-in screens come from child containers it creates fresh for each
/// call, so it never holds a child scope's objects.
///
/// NB: the book's `init()` reads compile-time flags and `UserDefaults`; this one takes the launch's
/// ``KooberRuntime``, the only outside input, and reads `--session-store` in `makeUserSessionDataStore()`
/// alone.
@MainActor
public final class KooberAppDependencyContainer {
    /// The launch this container builds for.
    public let runtime: KooberRuntime
    /// The one user-session repository (stateful, so never made twice).
    public let sharedUserSessionRepository: any UserSessionRepository
    /// The one main view model (stateful, so never made twice).
    public let sharedMainViewModel: MainViewModel

    /// Creates the app's container. The long-lived objects are made by factories nested in here, as in
    /// the book: nothing else can make a second repository or main view model.
    public init(runtime: KooberRuntime) {
        func makeUserSessionRepository() -> any UserSessionRepository {
            KooberUserSessionRepository(dataStore: makeUserSessionDataStore(), remoteAPI: makeAuthRemoteAPI())
        }
        func makeUserSessionDataStore() -> any UserSessionDataStore {
            switch runtime.options.sessionStore {
            case .file:
                FileUserSessionDataStore(
                    directory: runtime.environment.dataDirectory, coder: makeUserSessionCoder(),
                    failures: runtime.options.failures)
            case .memory:
                InMemoryUserSessionDataStore(failures: runtime.options.failures)
            }
        }
        func makeUserSessionCoder() -> any UserSessionCoding {
            UserSessionPropertyListCoder()
        }
        func makeAuthRemoteAPI() -> any AuthRemoteAPI {
            guard let cloud = runtime.options.cloud else { return FakeAuthRemoteAPI(clock: runtime.clock) }
            return KooberCloudAuthRemoteAPI(cloud: cloud, webservice: runtime.makeWebservice())
        }
        func makeMainViewModel() -> MainViewModel {
            MainViewModel()
        }
        self.runtime = runtime
        sharedUserSessionRepository = makeUserSessionRepository()
        sharedMainViewModel = makeMainViewModel()
    }

    /// The root screen, with factories for onboarding and the signed-in screens that make a new child
    /// container each time.
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

    /// The launch screen's view model: the main view model answers both ways.
    public func makeLaunchViewModel() -> LaunchViewModel {
        LaunchViewModel(
            userSessionRepository: sharedUserSessionRepository, notSignedInResponder: sharedMainViewModel,
            signedInResponder: sharedMainViewModel, ids: runtime.options.ids)
    }

    /// A new onboarding scope's root screen.
    public func makeOnboardingViewController() -> OnboardingViewController {
        let onboardingDependencyContainer = KooberOnboardingDependencyContainer(appDependencyContainer: self)
        return onboardingDependencyContainer.makeOnboardingViewController()
    }

    /// A new signed-in scope's root screen, for `session`.
    public func makeSignedInViewController(session: UserSession) -> SignedInViewController {
        let signedInDependencyContainer = KooberSignedInDependencyContainer(
            userSession: session, appDependencyContainer: self)
        return signedInDependencyContainer.makeSignedInViewController()
    }
}
