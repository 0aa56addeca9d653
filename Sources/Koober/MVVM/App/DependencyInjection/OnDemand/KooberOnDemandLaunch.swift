import KooberKit
import KooberMVVMKit
public import KooberUI
import ViewKit

/// The on-demand approach (the book's first step in chapter 4): no factories and no container. The app
/// delegate builds the shared repository into a global, then builds launch inline; onboarding is built
/// inline too, by the root screen in its `presentOnboarding()` (the book's long method, see
/// ``OnDemandMainViewController``), from the globals. Every object that needs the repository reaches for
/// the global.
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

    /// The root screen, built where it is needed (the book's `application(_:didFinishLaunchingWithOptions:)`);
    /// it builds onboarding itself, in its `presentOnboarding()`.
    public static func makeMainViewController() -> MainViewController {
        let mainViewModel = GlobalMainViewModel
        let launchViewModel = LaunchViewModel(
            userSessionRepository: GlobalUserSessionRepository, notSignedInResponder: mainViewModel,
            signedInResponder: mainViewModel, ids: GlobalKooberRuntime.options.ids)
        let launchViewController = LaunchViewController(viewModel: launchViewModel)
        return OnDemandMainViewController(viewModel: mainViewModel, launchViewController: launchViewController)
    }
}
