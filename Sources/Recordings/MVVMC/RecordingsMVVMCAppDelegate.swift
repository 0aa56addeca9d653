public import RecordingsCore
public import Services
public import ViewKit

/// The app delegate of the MVVM-C Recordings app (the book's `AppDelegate`): opens the library, builds
/// each window's split view with the root folder screen and an empty player, creates the window's
/// ``Coordinator`` as its last step, and is every split view's delegate.
@MainActor
public final class RecordingsMVVMCAppDelegate: ApplicationDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    private weak var application: Application?
    /// Each open window's coordinator, held weakly (its split view keeps it), so restoration can hand it
    /// the controllers it creates.
    private var coordinators: [ObjectIdentifier: WeakCoordinator] = [:]

    private struct WeakCoordinator {
        weak var coordinator: Coordinator?
    }

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(
            context: try RecordingsLibrary(
                dataDirectory: environment.dataDirectory, clock: environment.clock, audio: environment.audio,
                seedSampleData: environment.seedSampleData))
    }

    /// Creates the delegate for an open library.
    public init(context: RecordingsLibrary) {
        self.context = context
        context.reportProblem = { [weak self] message in self?.presentInEveryWindow(message) }
    }

    public func applicationDidFinishLaunching(_ application: Application) {
        self.application = application
    }

    public func application(_ application: Application, configure window: Window) {
        self.application = application
        let sharedPlayer = SharedPlayer(context: context)
        sharedPlayer.onLoadFailure = { [weak window] recording, error in
            window?.presentMessage(
                title: RecordingsStrings.cannotPlay(recording.name), message: error.description,
                ok: RecordingsStrings.ok)
        }
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
        coordinators = coordinators.filter { $0.value.coordinator != nil }
        coordinators[ObjectIdentifier(window)] = WeakCoordinator(coordinator: coordinator)
        window.rootViewController = split
        for notice in context.takePendingNotices() { present(notice, in: window) }
    }

    /// Stops every window's playback and releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for entry in coordinators.values { entry.coordinator?.sharedPlayer.recording = nil }
        context.close()
    }

    // MARK: State restoration

    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        true
    }

    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        true
    }

    /// Creates the screens a restored navigation stack lacks, through the window's coordinator.
    public func application(
        _ application: Application,
        viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        guard let window = coder.window, let coordinator = coordinators[ObjectIdentifier(window)]?.coordinator else {
            return nil
        }
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

    // MARK: Helpers

    private func presentInEveryWindow(_ message: String) {
        for window in application?.windows ?? [] { present(message, in: window) }
    }

    private func present(_ message: String, in window: Window) {
        window.presentMessage(title: RecordingsStrings.libraryProblem, message: message, ok: RecordingsStrings.ok)
    }
}
