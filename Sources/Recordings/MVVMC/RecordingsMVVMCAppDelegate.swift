public import RecordingsCore
public import RecordingsUI
public import Services
public import ViewKit

/// The app delegate of the MVVM-C Recordings app (the book's `AppDelegate`): opens the library, builds
/// each window's split view with the root folder screen and an empty player, creates the window's
/// ``Coordinator`` as its last step, and is every split view's delegate.
@MainActor
public final class RecordingsMVVMCAppDelegate: StateRestoringDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    /// Each open window's coordinator, held weakly (its split view keeps it), so restoration can hand it
    /// the controllers it creates; the library's problems show in these windows.
    private let windows: RecordingsWindows<Coordinator>

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(context: try RecordingsLibrary(environment: environment))
    }

    /// Creates the delegate for an open library.
    public init(context: RecordingsLibrary) {
        self.context = context
        windows = RecordingsWindows(library: context)
    }

    public func application(_ application: Application, configure window: Window) {
        let sharedPlayer = SharedPlayer(context: context)
        sharedPlayer.reportLoadFailures(in: window)
        let navigation = NavigationController()
        navigation.restorationIdentifier = RestorationID.navigation
        let split = SplitViewController(primary: navigation, secondary: nil)
        split.restorationIdentifier = RestorationID.split
        split.delegate = self
        let coordinator = Coordinator(split: split, folderNavigationController: navigation, sharedPlayer: sharedPlayer)
        navigation.setViewControllers(
            [coordinator.makeFolderViewController(for: context.store.rootFolder)], animated: false)
        split.showDetailViewController(coordinator.makePlayerNavigationController(), sender: nil)
        split.keepAlive(coordinator)
        window.rootViewController = split
        windows.add(coordinator, for: window)
    }

    /// Stops every window's playback and releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for coordinator in windows.values { coordinator.sharedPlayer.recording = nil }
        context.close()
    }

    // MARK: State restoration

    /// Creates the screens a restored navigation stack lacks, through the window's coordinator.
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        guard let window = coder.window, let coordinator = windows.value(for: window) else { return nil }
        return switch path.last {
        case RestorationID.folder: coordinator.makeFolderViewController(for: context.store.rootFolder)
        case RestorationID.playerNavigation: coordinator.makePlayerNavigationController()
        case RestorationID.player: PlayViewController(viewModel: PlayViewModel(sharedPlayer: coordinator.sharedPlayer))
        default: nil
        }
    }

    // MARK: Split view

    /// Keeps an empty player, and one the person went back from, out of the collapsed navigation stack
    /// (the sample's delegate keeps the empty one out).
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        guard let player = (secondaryViewController as? NavigationController)?.topViewController as? PlayViewController
        else { return false }
        return player.viewModel.sharedPlayer.recording == nil || player.isDismissed
    }
}
