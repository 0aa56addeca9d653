import Elements
public import KooberElementsKit
public import KooberKit
public import KooberReduxKit
public import KooberUI
import Logging
import ViewKit

/// The app scope of Koober Elements' containers (the sample's Elements `KooberAppDependencyContainer`): it
/// holds what lives as long as the app (the one state store, the session's data store, the auth API, the
/// persister that keeps the stored session in step with the store, and the use-case factory over them),
/// and makes the root and launch screens. Onboarding and signed-in screens come from child containers it
/// creates fresh for each call.
///
/// Every window's root screen watches this one store, so two browser tabs show the same app.
///
/// NB: the containers never name the Redux library: observers get the store's publishers, and use cases
/// (made by ``KooberElementsKit/KooberUseCaseFactory``) are the only objects that dispatch.
@MainActor
public final class KooberAppDependencyContainer {
    // MARK: - Properties
    /// The launch this container builds for.
    public let runtime: KooberRuntime
    /// Which sign-in use case "Sign In" starts (the runtime's `--sign-in-variant`).
    public var signInVariant: KooberOptions.SignInVariant { runtime.options.signInVariant }
    /// How the sign-in form's observers are arranged.
    public let signInObserverVariant: SignInObserverVariant
    /// The one state store.
    public let stateStore: KooberStateStore
    /// Where the session is kept.
    public let userSessionDataStore: any UserSessionDataStore
    /// Sign-in, sign-up and sign-out.
    public let authRemoteAPI: any AuthRemoteAPI
    /// The getters of the store's top level.
    public let entryPointGetters = EntryPointGetters()
    /// The getters of the running app.
    public let appRunningGetters: AppRunningGetters
    /// Saves and deletes the stored session as the store signs in and out.
    public let userSessionStatePersister: any UserSessionStatePersister
    /// Makes every use case that needs no session, and the signed-in scopes' factories.
    public let useCaseFactory: KooberUseCaseFactory

    // MARK: - Methods
    /// Creates the app's container for `runtime`; its options' `signInVariant` and `signInObservers`
    /// (unless `signInObserverVariant` is given) say how the sign-in form is built.
    public init(
        runtime: KooberRuntime, signInObserverVariant: SignInObserverVariant? = nil
    ) {
        self.runtime = runtime
        self.signInObserverVariant =
            signInObserverVariant ?? SignInObserverVariant(runtime.options.signInObservers)
        let logger = Logger(label: "apparch.koober.elements")
        stateStore = KooberStateStore(logger: logger)
        userSessionDataStore = runtime.makeUserSessionDataStore()
        authRemoteAPI = runtime.makeAuthRemoteAPI()
        appRunningGetters = AppRunningGetters(getAppRunningState: entryPointGetters.getAppRunningState)
        userSessionStatePersister = ReduxUserSessionStatePersister(
            stateStore: stateStore, appRunningGetters: appRunningGetters, logger: logger)
        useCaseFactory = KooberUseCaseFactory(
            stateStore: stateStore, userSessionDataStore: userSessionDataStore,
            userSessionStatePersister: userSessionStatePersister, authRemoteAPI: authRemoteAPI,
            locator: runtime.makeLocator(),
            makeNewRideRemoteAPI: { [runtime] userSession in runtime.makeNewRideRemoteAPI(for: userSession) },
            clock: runtime.clock, ids: runtime.options.ids, logger: logger)
    }

    /// A window's root screen, wired as its observer's responder.
    public func makeMainViewController() -> MainViewController {
        let observer = ObserverForMain(
            mainState: stateStore.publisher(MainViewControllerState.mainViewControllerState(fromAppState:)))
        let mainViewController = MainViewController(
            observer: observer, launchViewController: makeLaunchViewController(),
            onboardingViewControllerFactory: { self.makeOnboardingViewController() },
            signedInViewControllerFactory: { userSession in self.makeSignedInViewController(session: userSession) })
        observer.eventResponder = mainViewController
        return mainViewController
    }

    /// The launch screen: its use case from the factory object (the protocol form).
    public func makeLaunchViewController() -> LaunchViewController {
        let observer = ObserverForLaunch(
            launchState: stateStore.publisher(entryPointGetters.getLaunchViewControllerState))
        let launchViewController = LaunchViewController(
            observer: observer, loadUserSessionUseCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: useCaseFactory.finishedPresentingErrorUseCaseFactory(for: .launch))
        observer.eventResponder = launchViewController
        return launchViewController
    }

    /// A new onboarding scope's root screen.
    public func makeOnboardingViewController() -> OnboardingViewController {
        KooberOnboardingDependencyContainer(appContainer: self).makeOnboardingViewController()
    }

    /// A new signed-in scope's root screen, for `session`.
    public func makeSignedInViewController(session: UserSession) -> SignedInViewController {
        KooberSignedInDependencyContainer(userSession: session, appContainer: self).makeSignedInViewController()
    }
}
