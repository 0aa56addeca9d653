import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCDisplayState
import RecordingsTesting
import Services
import Testing
import ViewKit

/// MVC's app delegate built with `screens` (the lesson's by default), on the book's testing store, in one window on a virtual clock.
@MainActor
final class TestingApp {
    let store: Store
    let clock = VirtualClock()
    let appDelegate: RecordingsMVCAppDelegate
    let application: Application
    let window: Window
    let splitViewController: SplitViewController
    let navigationController: NavigationController

    init(
        screens: any ScreenFactory = DisplayStateScreens(), store: Store = constructTestingStore(),
        sizeClass: SizeClass = .compact
    ) throws {
        self.store = store
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        appDelegate = RecordingsMVCAppDelegate(context: library, screens: screens)
        application = Application(delegate: appDelegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass)
        splitViewController = try #require(window.rootViewController as? SplitViewController)
        navigationController = try #require(splitViewController.primaryNavigationController)
    }

    var automation: Automation { Automation(window: window) }

    var rootFolderViewController: FolderViewController? {
        navigationController.viewControllers.first as? FolderViewController
    }

    /// The player the detail pane (regular) or the top of the primary stack (compact) shows.
    var visiblePlayer: RecordingsMVCDisplayState.PlayViewController? {
        let detail: ViewController? =
            splitViewController.isCollapsed
            ? navigationController.viewControllers.last : splitViewController.viewControllers.last
        return (detail as? NavigationController)?.topViewController as? RecordingsMVCDisplayState.PlayViewController
    }

    func folder(_ uuid: UUID) throws -> Folder {
        try #require(store.item(atUUIDPath: [store.rootFolder.uuid, uuid]) as? Folder)
    }

    func tearDown() {
        application.terminate()
    }
}
