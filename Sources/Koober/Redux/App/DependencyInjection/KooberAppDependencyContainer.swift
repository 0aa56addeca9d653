public import KooberKit
public import KooberReduxKit
public import KooberUI
import Logging
import ViewKit

/// The app scope of Koober Redux's containers (the sample's Redux `KooberAppDependencyContainer`): it holds
/// what lives as long as the app, the one state store, the session's data store, the auth API and the
/// persister that keeps the stored session in step with the store, and makes the root and launch screens.
/// Onboarding and signed-in screens come from child containers it creates fresh for each call.
///
/// Every window's root screen watches this one store, so two browser tabs show the same app.
///
/// NB: the containers never name the Redux library: they ask ``KooberStateStore`` for publishers and pass
/// its dispatcher on, so the screens and their wiring would not change with another store.
@MainActor
public final class KooberAppDependencyContainer {
    /// The launch this container builds for.
    public let runtime: KooberRuntime
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

    /// Creates the app's container for `runtime`.
    public init(runtime: KooberRuntime) {
        self.runtime = runtime
        stateStore = KooberStateStore(logger: Logger(label: "apparch.koober.redux"))
        userSessionDataStore = runtime.makeUserSessionDataStore()
        authRemoteAPI = runtime.makeAuthRemoteAPI()
        appRunningGetters = AppRunningGetters(getAppRunningState: entryPointGetters.getAppRunningState)
        userSessionStatePersister = ReduxUserSessionStatePersister(
            stateStore: stateStore, appRunningGetters: appRunningGetters)
    }

    /// A window's root screen.
    public func makeMainViewController() -> MainViewController {
        MainViewController(
            statePublisher: stateStore.publisher(MainViewControllerState.mainViewControllerState(fromAppState:)),
            launchViewController: makeLaunchViewController(),
            onboardingViewControllerFactory: { self.makeOnboardingViewController() },
            signedInViewControllerFactory: { userSession in self.makeSignedInViewController(session: userSession) })
    }

    /// The launch screen.
    public func makeLaunchViewController() -> LaunchViewController {
        LaunchViewController(
            statePublisher: stateStore.publisher(entryPointGetters.getLaunchViewControllerState),
            userInteractions: makeLaunchingUserInteractions())
    }

    /// Reads the stored session, then starts the persister.
    public func makeLaunchingUserInteractions() -> any LaunchingUserInteractions {
        ReduxLaunchingUserInteractions(
            actionDispatcher: stateStore.actionDispatcher, userSessionDataStore: userSessionDataStore,
            userSessionStatePersister: userSessionStatePersister, ids: runtime.options.ids)
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
