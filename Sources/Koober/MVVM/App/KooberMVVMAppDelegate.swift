import KooberKit
import KooberMVVMKit
public import KooberUI
public import ViewKit

/// Koober's app delegate in MVVM: builds the object graph the way `--di` says and gives each window the
/// root screen. Under the hierarchy (the default) it keeps the app container, as the book's delegate
/// does, and asks it for the root: two lines whatever the container builds. It saves each window's
/// navigation in its restoration archive and takes the window back there at the next launch.
@MainActor
public final class KooberMVVMAppDelegate: ApplicationDelegate {
    /// The launch.
    public let runtime: KooberRuntime
    /// The hierarchy's app container, under `--di hierarchy`.
    public let appContainer: KooberAppDependencyContainer?
    /// The single container, under `--di single-container`.
    public let singleContainer: KooberSingleAppDependencyContainer?
    /// The root screens made so far, one per window, held weakly.
    public var mainViewControllers: [MainViewController] { windows.screens }
    private var windows = WindowRootScreens<MainViewController>()
    private let makeMainViewController: @MainActor () -> MainViewController
    private let restoration = KooberStateRestoration(pattern: KooberMVVMApp.patternName)

    /// Creates the delegate and, for the approaches that keep them, the container or the globals.
    public init(runtime: KooberRuntime) {
        self.runtime = runtime
        switch runtime.options.dependencyInjection {
        case .hierarchy:
            let appContainer = KooberAppDependencyContainer(runtime: runtime)
            self.appContainer = appContainer
            singleContainer = nil
            makeMainViewController = { appContainer.makeMainViewController() }
        case .singleContainer:
            let container = KooberSingleAppDependencyContainer(runtime: runtime)
            appContainer = nil
            singleContainer = container
            makeMainViewController = { container.makeMainViewController() }
        case .factories:
            KooberObjectFactories.installGlobals(runtime: runtime)
            appContainer = nil
            singleContainer = nil
            makeMainViewController = {
                KooberObjectFactories(runtime: runtime).makeMainViewController(
                    viewModel: GlobalMainViewModel, userSessionRepository: GlobalUserSessionRepository)
            }
        case .onDemand:
            KooberOnDemandLaunch.installGlobals(runtime: runtime)
            appContainer = nil
            singleContainer = nil
            makeMainViewController = { KooberOnDemandLaunch.makeMainViewController() }
        }
    }

    public func application(_ application: Application, configure window: Window) {
        let mainViewController = makeMainViewController()
        windows.append(mainViewController)
        window.rootViewController = mainViewController
    }

    /// Yes: where the person is in this window goes into the application coder (nothing while
    /// launching).
    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        if let main = coder.window?.rootViewController as? MainViewController,
            let navigation = main.restorableNavigation
        {
            restoration.save(navigation, into: coder)
        }
        return true
    }

    /// Takes the window back to the navigation saved in `coder` once launch is over; no navigation of this
    /// pattern in `coder`: no, the app starts at its root.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        guard let main = coder.window?.rootViewController as? MainViewController,
            let navigation = restoration.restoredState(KooberNavigation.self, from: coder)
        else { return false }
        main.restore(navigation)
        return true
    }
}
