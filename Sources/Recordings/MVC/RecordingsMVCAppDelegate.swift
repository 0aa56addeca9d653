public import RecordingsCore
public import RecordingsUI
public import Services
public import ViewKit

/// The app delegate of the MVC Recordings app: opens the library, builds each window's split view and
/// opts into state restoration (the book's `AppDelegate`, with construction in code instead of a
/// storyboard).
///
/// Each window gets its own ``SharedPlayer`` (the playback its folder screens' mini players and its
/// player show) and a split view controller (`splitController`) whose primary pane is a navigation
/// controller of folder screens, starting with the root folder, and whose secondary pane is the player in
/// its own navigation controller. As the split view's delegate it keeps an empty player, and one the
/// person went back from, out of a collapsed navigation stack.
@MainActor
public final class RecordingsMVCAppDelegate: StateRestoringDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    /// Makes the folder screens: each window's first and those restoration needs.
    public let screens: any ScreenFactory
    /// Each open window's shared player, held weakly (the window's controllers own it), so restoration
    /// can hand it to the controllers it creates; the library's problems show in these windows.
    private let windows: RecordingsWindows<SharedPlayer>

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(context: try RecordingsLibrary(environment: environment))
    }

    /// Creates the delegate for an open library (tests use the book's in-memory testing store), making its
    /// folder screens with `screens`.
    public init(context: RecordingsLibrary, screens: any ScreenFactory = MVCScreens()) {
        self.context = context
        self.screens = screens
        windows = RecordingsWindows(library: context)
    }

    /// The library.
    public var store: Store { context.store }

    public func application(_ application: Application, configure window: Window) {
        let sharedPlayer = SharedPlayer(context: context)
        sharedPlayer.reportLoadFailures(in: window)
        let rootFolder = screens.instantiateFolderViewController(store.rootFolder, sharedPlayer: sharedPlayer)
        let navigation = NavigationController(rootViewController: rootFolder)
        navigation.restorationIdentifier = RestorationID.navigation
        let split = SplitViewController(
            primary: navigation, secondary: screens.instantiatePlayerNavigationController(sharedPlayer: sharedPlayer))
        split.restorationIdentifier = RestorationID.split
        split.delegate = self
        window.rootViewController = split
        windows.add(sharedPlayer, for: window)
    }

    /// Stops every window's playback and releases the library's lock, so a relaunch or another process
    /// can open it.
    public func applicationWillTerminate(_ application: Application) {
        for sharedPlayer in windows.values { sharedPlayer.recording = nil }
        context.close()
    }

    // MARK: State restoration

    /// Creates the screens a restored navigation stack lacks, for the window being restored: folder
    /// screens (which then decode their folder) and players; the record screen has no identifier and
    /// never comes back.
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        guard let window = coder.window, let sharedPlayer = windows.value(for: window) else { return nil }
        return switch path.last {
        case RestorationID.folder: screens.instantiateFolderViewController(store.rootFolder, sharedPlayer: sharedPlayer)
        case RestorationID.playerNavigation: screens.instantiatePlayerNavigationController(sharedPlayer: sharedPlayer)
        case RestorationID.player: screens.instantiatePlayViewController(sharedPlayer: sharedPlayer)
        default: nil
        }
    }

    // MARK: Split view

    /// Keeps an empty player out of the collapsed navigation stack (the reference code's delegate), and
    /// a player the person went back from: the mini player shows that playback.
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        guard let player = (secondaryViewController as? NavigationController)?.topViewController as? any PlayerScreen
        else { return false }
        return player.sharedPlayer.recording == nil || player.isDismissed
    }
}
