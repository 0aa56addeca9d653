public import RecordingsCore
public import RecordingsUI
public import Services
public import ViewKit

/// The app delegate of the MVVM Recordings app (the book's MVVM-C `AppDelegate`): opens the library,
/// builds each window with its ``SharedPlayer`` and ``Coordinator``, and is the split views' delegate.
///
/// As in the book, the coordinator is created last and sets up the screens' view models; the delegate
/// only wires the window, shows the library's problems, keeps an empty player (or one the person went
/// back from) off a collapsed navigation stack, and helps state restoration create missing screens
/// through the coordinator of the window being restored.
@MainActor
public final class RecordingsMVVMAppDelegate: StateRestoringDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    /// Each open window's coordinator, held weakly (the window's split view owns it); the library's
    /// problems show through them.
    private let windows: RecordingsWindows<Coordinator>

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(context: try RecordingsLibrary(environment: environment))
    }

    /// Creates the delegate for an open library (tests use the book's in-memory testing store).
    public init(context: RecordingsLibrary) {
        self.context = context
        windows = RecordingsWindows(library: context) { message, _, coordinator in
            coordinator.presentAlert(title: RecordingsStrings.libraryProblem, message: message)
        }
    }

    /// The library.
    public var store: Store { context.store }

    /// The coordinator of `window`, while the window is open.
    public func coordinator(for window: Window) -> Coordinator? {
        windows.value(for: window)
    }

    /// Builds the window: its shared player, then its coordinator, which makes the screens.
    public func application(_ application: Application, configure window: Window) {
        let coordinator = Coordinator(context: context, sharedPlayer: SharedPlayer(context: context))
        let split = coordinator.start()
        split.delegate = self
        window.rootViewController = split
        windows.add(coordinator, for: window)
    }

    /// Stops every window's playback and releases the library's lock, so a relaunch or another process
    /// can open it.
    public func applicationWillTerminate(_ application: Application) {
        for coordinator in windows.values { coordinator.sharedPlayer.recording = nil }
        context.close()
    }

    // MARK: State restoration

    /// Has the restored window's coordinator create the screens a restored navigation stack lacks: folder
    /// screens (which then decode their folder) and players; the record screen has no identifier and never
    /// comes back.
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        guard let window = coder.window, let coordinator = coordinator(for: window) else { return nil }
        return switch path.last {
        case RestorationID.folder: coordinator.makeFolderViewController(for: store.rootFolder)
        case RestorationID.playerNavigation: coordinator.makePlayerNavigationController()
        case RestorationID.player: coordinator.makePlayViewController()
        default: nil
        }
    }

    // MARK: Split view

    /// Keeps an empty player out of the collapsed navigation stack (the book's delegate), and a player the
    /// person went back from: the mini player shows that playback.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        guard let player = (secondaryViewController as? NavigationController)?.topViewController as? PlayViewController
        else { return false }
        return player.viewModel.noRecording.value || player.isDismissed
    }
}
