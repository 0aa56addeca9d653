import Foundation
import RecordingsCore
import RecordingsMVCBasic
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewKitTesting

/// The book's `constructTestingViews(store:navDelegate:)` for chapter 3's first MVC: the app running on
/// `store` in one window on a virtual clock, with the split view, the primary navigation controller and
/// the root folder screen at hand.
@MainActor
final class TestingViews: NavigationControllerDelegate {
    let store: Store
    let clock: VirtualClock
    let audio: SimulatedAudioBackend
    let appDelegate: RecordingsMVCBasicAppDelegate
    let application: Application
    let window: Window
    let splitViewController: SplitViewController
    let navigationController: NavigationController
    let rootFolderViewController: BasicFolderViewController
    /// The controllers the primary navigation controller reported as shown (the book's expectation).
    private(set) var shown: [ViewController] = []

    init(
        store: Store = constructTestingStore(), sizeClass: SizeClass = .compact,
        restoring archive: RestorationArchive? = nil
    ) throws {
        self.store = store
        clock = VirtualClock()
        audio = SimulatedAudioBackend(clock: clock)
        appDelegate = RecordingsMVCBasicAppDelegate(
            context: RecordingsLibrary(store: store, audio: audio, clock: clock))
        application = Application(delegate: appDelegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass, restoring: archive)
        splitViewController = try #require(window.rootViewController as? SplitViewController)
        navigationController = try #require(splitViewController.primaryNavigationController)
        rootFolderViewController = try #require(
            navigationController.viewControllers.first as? BasicFolderViewController)
        navigationController.delegate = self
    }

    var automation: Automation { Automation(window: window) }

    /// The operations recorded from now on are those after this mark.
    func mark() -> Int { window.operationLog.totalCount }

    func operations(since mark: Int) -> [ViewKit.Operation] { window.operationLog.entries(since: mark) }

    /// The player on screen: in the detail pane when expanded, on top of the primary stack when collapsed.
    var visiblePlayer: BasicPlayViewController? {
        let detail: ViewController? =
            splitViewController.isCollapsed
            ? navigationController.viewControllers.last : splitViewController.viewControllers.last
        return (detail as? NavigationController)?.topViewController as? BasicPlayViewController
    }

    /// The folder screen of `folder`, made the way the `showFolder` segue makes it: at the root folder, then
    /// given `folder` (the book's `prepare(for:sender:)`).
    func folderScreen(_ folder: Folder) -> BasicFolderViewController {
        let screen = BasicFolderViewController(context: appDelegate.context)
        screen.folder = folder
        return screen
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        shown.append(viewController)
    }
}

extension BasicFolderViewController {
    /// The text of the cell the controller, as its own data source, makes for row `row`.
    func rowText(_ row: Int) -> String? {
        tableView(tableView, cellForRowAt: .row(row)).textLabel.text
    }
}
