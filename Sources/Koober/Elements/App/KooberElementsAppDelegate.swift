public import Inspection
import KooberKit
import KooberReduxKit
public import KooberUI
public import ViewKit

/// Koober's app delegate in Elements: it keeps the app container, gives each window a root screen on the
/// one store, and offers the store to the web host's inspector (`/inspect/<mount>`: the actions the use
/// cases dispatched, the state after each, and travel back and forth).
@MainActor
public final class KooberElementsAppDelegate: ApplicationDelegate {
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The root screens made so far, one per window, held weakly.
    public var mainViewControllers: [MainViewController] { windows.screens }
    private var windows = WindowRootScreens<MainViewController>()
    private lazy var inspector = appContainer.stateStore.makeStateInspector()

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
        window.rootViewController = mainViewController
    }

    public var stateInspector: (any StateInspector)? { inspector }
}
