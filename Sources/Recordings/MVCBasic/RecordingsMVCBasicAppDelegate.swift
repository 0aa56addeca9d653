public import RecordingsCore
public import RecordingsUI
public import Services
public import ViewKit

/// The app delegate of chapter 3's first MVC (the book's `AppDelegate`, with the storyboard's construction
/// written out): opens the library, builds each window's split view, opts into state restoration and keeps
/// an empty player out of a collapsed navigation stack.
///
/// Each window gets a split view controller (`splitController`) whose primary pane is a navigation
/// controller starting with a ``BasicFolderViewController`` of the root folder, and whose secondary pane is
/// an empty ``BasicPlayViewController`` in its own navigation controller. There is no shared player: each
/// player screen owns its audio.
@MainActor
public final class RecordingsMVCBasicAppDelegate: StateRestoringDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    /// Each open window's split view, held weakly, so the library's problems show in every window.
    private let windows: RecordingsWindows<SplitViewController>

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(context: try RecordingsLibrary(environment: environment))
    }

    /// Creates the delegate for an open library (tests use the book's in-memory testing store).
    public init(context: RecordingsLibrary) {
        self.context = context
        windows = RecordingsWindows(library: context)
    }

    /// The library.
    public var store: Store { context.store }

    /// Builds what the book's Main.storyboard holds: the split view, its two navigation controllers, the
    /// root folder screen and the empty player.
    public func application(_ application: Application, configure window: Window) {
        let navigation = NavigationController(rootViewController: BasicFolderViewController(context: context))
        navigation.restorationIdentifier = RestorationID.navigation
        let split = SplitViewController(
            primary: navigation,
            secondary: BasicPlayViewController.inNavigationController(BasicPlayViewController(context: context)))
        split.restorationIdentifier = RestorationID.split
        split.delegate = self
        window.rootViewController = split
        windows.add(split, for: window)
    }

    /// Releases the library's lock, so a relaunch or another process can open it. Playback stops as the
    /// windows close: each player resets when it disappears.
    public func applicationWillTerminate(_ application: Application) {
        context.close()
    }

    // MARK: State restoration

    /// Creates the screens a restored navigation stack lacks (the storyboard did this for the book): folder
    /// screens, which then decode their folder, and players; the record screen has no identifier and never
    /// comes back.
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        switch path.last {
        case RestorationID.folder: BasicFolderViewController(context: context)
        case RestorationID.playerNavigation:
            BasicPlayViewController.inNavigationController(BasicPlayViewController(context: context))
        case RestorationID.player: BasicPlayViewController(context: context)
        default: nil
        }
    }

    // MARK: Split view

    /// Keeps an empty player out of the collapsed navigation stack (the book's delegate method).
    public func splitViewController(
        _ splitViewController: SplitViewController,
        collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        guard
            let player = (secondaryViewController as? NavigationController)?.topViewController
                as? BasicPlayViewController
        else { return false }
        return player.recording == nil
    }
}
