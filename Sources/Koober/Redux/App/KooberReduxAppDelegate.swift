public import Inspection
import KooberKit
import KooberReduxKit
public import KooberUI
public import ViewKit

/// Koober's app delegate in Redux: it keeps the app container, as the sample's delegate does, gives each
/// window a root screen on the one store, and offers the store to the web host's inspector
/// (`/inspect/<mount>`: the actions, the state after each, and travel back and forth).
@MainActor
public final class KooberReduxAppDelegate: ApplicationDelegate {
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The root screens made so far, one per window, held weakly.
    public var mainViewControllers: [MainViewController] { windows.screens }
    private var windows = WindowRootScreens<MainViewController>()
    private lazy var inspector = appContainer.stateStore.makeStateInspector()

    /// Creates the delegate and its app container for `runtime`.
    public init(runtime: KooberRuntime) {
        appContainer = KooberAppDependencyContainer(runtime: runtime)
    }

    public func application(_ application: Application, configure window: Window) {
        let mainViewController = appContainer.makeMainViewController()
        windows.append(mainViewController)
        window.rootViewController = mainViewController
    }

    public var stateInspector: (any StateInspector)? { inspector }
}
