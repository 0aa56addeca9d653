public import KooberKit
public import KooberMVVMKit
public import KooberUI
import ViewKit

/// The app scope of Koober's container hierarchy (the book's final form, chapter 4): it holds the two
/// objects that live as long as the app, the user-session repository and the main view model, and makes
/// the root screen. Onboarding and signed-in screens come from child containers it creates fresh for each
/// call, so it never holds a child scope's objects.
///
/// The root and launch screens come from ``KooberAppContainer``, as the single container's do.
///
/// NB: the book's `init()` reads compile-time flags and `UserDefaults`; this one takes the launch's
/// ``KooberRuntime``, the only outside input, whose `makeUserSessionDataStore()` alone reads
/// `--session-store`.
@MainActor
public final class KooberAppDependencyContainer: KooberAppContainer {
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
            KooberUserSessionRepository(
                dataStore: runtime.makeUserSessionDataStore(), remoteAPI: runtime.makeAuthRemoteAPI())
        }
        func makeMainViewModel() -> MainViewModel {
            MainViewModel()
        }
        self.runtime = runtime
        sharedUserSessionRepository = makeUserSessionRepository()
        sharedMainViewModel = makeMainViewModel()
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
