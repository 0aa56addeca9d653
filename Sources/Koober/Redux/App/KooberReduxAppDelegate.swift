public import Inspection
import KooberKit
import KooberReduxKit
public import KooberUI
public import ViewKit

/// Koober's app delegate in Redux: it keeps the app container, as the sample's delegate does, gives each
/// window a root screen on the one store, and offers the store to the web host's inspector
/// (`/inspect/<mount>`: the actions, the state after each, and travel back and forth). It saves the
/// store's restorable state in each window's archive and initializes the store with it at the next
/// launch (the book's Redux strength 7).
@MainActor
public final class KooberReduxAppDelegate: ApplicationDelegate {
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The root screens made so far, one per window, held weakly.
    public var mainViewControllers: [MainViewController] { windows.screens }
    private var windows = WindowRootScreens<MainViewController>()
    private lazy var inspector = appContainer.stateStore.makeStateInspector()
    private let restoration = KooberStateRestoration(pattern: KooberReduxApp.patternName)
    private var windowsOpened = 0

    /// Creates the delegate and its app container for `runtime`.
    public init(runtime: KooberRuntime) {
        appContainer = KooberAppDependencyContainer(runtime: runtime)
    }

    public func application(_ application: Application, configure window: Window) {
        let mainViewController = appContainer.makeMainViewController()
        windows.append(mainViewController)
        windowsOpened += 1
        window.rootViewController = mainViewController
    }

    /// Yes: the store's restorable state goes into the application coder (nothing while launching).
    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        if let state = appContainer.stateStore.restorableState { restoration.save(state, into: coder) }
        return true
    }

    /// Restores the store's state saved in `coder` (the book's "initializing the store with persisted
    /// state"), for the first window only: every window shows the one store, so a later window's archive
    /// would move the others. No state of this pattern in `coder`: no, the app starts at its root.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        guard windowsOpened == 1, let state = restoration.restoredState(RestorableAppState.self, from: coder) else {
            return false
        }
        appContainer.stateStore.restore(state)
        return true
    }

    public var stateInspector: (any StateInspector)? { inspector }
}
