public import RecordingsCore
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
public final class RecordingsMVVMAppDelegate: ApplicationDelegate, SplitViewControllerDelegate {
    /// The store, audio backend and clock shared by every window.
    public let context: RecordingsLibrary
    private weak var application: Application?
    /// Each open window's coordinator, held weakly (the window's split view owns it).
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

    /// Creates the delegate for an open library (tests use the book's in-memory testing store).
    public init(context: RecordingsLibrary) {
        self.context = context
        context.reportProblem = { [weak self] message in self?.presentInEveryWindow(message) }
    }

    /// The library.
    public var store: Store { context.store }

    /// The coordinator of `window`, while the window is open.
    public func coordinator(for window: Window) -> Coordinator? {
        coordinators[ObjectIdentifier(window)]?.coordinator
    }

    public func applicationDidFinishLaunching(_ application: Application) {
        self.application = application
    }

    /// Builds the window: its shared player, then its coordinator, which makes the screens.
    public func application(_ application: Application, configure window: Window) {
        self.application = application
        let coordinator = Coordinator(context: context, sharedPlayer: SharedPlayer(context: context))
        coordinators = coordinators.filter { $0.value.coordinator != nil }
        coordinators[ObjectIdentifier(window)] = WeakCoordinator(coordinator: coordinator)
        let split = coordinator.start()
        split.delegate = self
        window.rootViewController = split
        for notice in context.takePendingNotices() {
            coordinator.presentAlert(title: RecordingsStrings.libraryProblem, message: notice)
        }
    }

    /// Stops every window's playback and releases the library's lock, so a relaunch or another process
    /// can open it.
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

    // MARK: Helpers

    private func presentInEveryWindow(_ message: String) {
        for window in application?.windows ?? [] {
            coordinator(for: window)?.presentAlert(title: RecordingsStrings.libraryProblem, message: message)
        }
    }
}
