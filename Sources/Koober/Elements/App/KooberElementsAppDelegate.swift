public import Inspection
import KooberKit
import KooberReduxKit
public import KooberUI
public import ViewKit

/// Koober's app delegate in Elements: it keeps the app container, gives each window a root screen on the
/// one store, and offers the store to the web host's inspector (`/inspect/<mount>`: the actions the use
/// cases dispatched, the state after each, and travel back and forth). It saves the store's restorable
/// state in each window's archive and restores the store with it at the next launch, as Koober Redux's
/// delegate does.
@MainActor
public final class KooberElementsAppDelegate: ApplicationDelegate {
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The root screens made so far, one per window, held weakly.
    public var mainViewControllers: [MainViewController] { windows.screens }
    private var windows = WindowRootScreens<MainViewController>()
    private lazy var inspector = appContainer.stateStore.makeStateInspector()
    private let restoration = KooberStateRestoration(pattern: KooberElementsApp.patternName)
    private var windowsOpened = 0

    /// Creates the delegate and its app container for `runtime`, arranging the sign-in form's observers as
    /// `signInObserverVariant` says, or when nil as the runtime's options' `signInObservers` say.
    public init(
        runtime: KooberRuntime, signInObserverVariant: SignInObserverVariant? = nil
    ) {
        appContainer = KooberAppDependencyContainer(
            runtime: runtime, signInObserverVariant: signInObserverVariant)
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
