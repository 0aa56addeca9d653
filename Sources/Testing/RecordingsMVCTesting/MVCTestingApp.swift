public import Foundation
public import RecordingsCore
public import RecordingsMVC
public import RecordingsTesting
public import Services
import Testing
public import ViewKit

/// MVC's app delegate built with a lesson's screens, on the book's testing store, in one window on a virtual
/// clock: the app the tests of MVC's lesson variants (coordinator, display state, bindings, declarative) drive.
///
/// ```swift
/// let app = try MVCTestingApp(screens: BindingsScreens(), sizeClass: .regular)
/// defer { app.tearDown() }
/// try app.automation.select("Recording 1")
/// let player = app.visibleDetail(as: BoundRecordingPlayerViewController.self)
/// ```
@MainActor
public final class MVCTestingApp {
    /// The library (the book's testing store unless one was given).
    public let store: Store
    /// The clock the app runs on; advance it to let time pass.
    public let clock = VirtualClock()
    /// The app delegate.
    public let appDelegate: RecordingsMVCAppDelegate
    /// The running application.
    public let application: Application
    /// The one window.
    public let window: Window
    /// The window's root.
    public let splitViewController: SplitViewController
    /// The primary navigation stack (the folders, and the player when collapsed).
    public let navigationController: NavigationController

    /// Launches the app with `screens` and opens its window.
    ///
    /// - Throws: when the window's root is not MVC's split view with a primary navigation controller.
    public init(
        screens: any ScreenFactory, store: Store = constructTestingStore(), sizeClass: SizeClass = .compact
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

    /// Drives the window as a person would.
    public var automation: Automation { Automation(window: window) }

    /// The root folder's screen.
    public var rootFolderViewController: FolderViewController? {
        navigationController.viewControllers.first as? FolderViewController
    }

    /// The screen the detail pane (regular) or the top of the primary stack (compact) shows, when it is a
    /// `Detail`.
    public func visibleDetail<Detail: ViewController>(as type: Detail.Type) -> Detail? {
        let detail: ViewController? =
            splitViewController.isCollapsed
            ? navigationController.viewControllers.last : splitViewController.viewControllers.last
        return (detail as? NavigationController)?.topViewController as? Detail
    }

    /// MVC's player on screen, if the lesson shows MVC's.
    public var visiblePlayer: PlayViewController? { visibleDetail(as: PlayViewController.self) }

    /// Recording 1 of the testing store.
    public var recording1: Recording? {
        store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid3]) as? Recording
    }

    /// The folder `uuid` directly under the root.
    ///
    /// - Throws: when there is no such folder.
    public func folder(_ uuid: UUID) throws -> Folder {
        try #require(store.item(atUUIDPath: [store.rootFolder.uuid, uuid]) as? Folder)
    }

    /// Terminates the application (its store is closed).
    public func tearDown() {
        application.terminate()
    }
}
