import RecordingsCore
import RecordingsMVC
import RecordingsMVCDeclarative
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The `mvc-declarative` app on the book's testing store in one window on a virtual clock.
@MainActor
final class DeclarativeApp {
    let store = constructTestingStore()
    let clock = VirtualClock()
    let application: Application
    let window: Window
    let split: SplitViewController

    init(sizeClass: SizeClass) throws {
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        application = Application(
            delegate: RecordingsMVCAppDelegate(context: library, screens: DeclarativeScreens()), clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass)
        split = try #require(window.rootViewController as? SplitViewController)
    }

    var automation: Automation { Automation(window: window) }

    /// The player on screen: the detail when expanded, the top of the primary stack when collapsed.
    var player: PlayViewController? {
        let detail: ViewController? =
            split.isCollapsed ? split.primaryNavigationController?.viewControllers.last : split.viewControllers.last
        return (detail as? NavigationController)?.topViewController as? PlayViewController
    }

    /// The declarative player of the loaded recording on screen.
    var recordingPlayer: DeclarativeRecordingPlayerViewController? {
        player?.content as? DeclarativeRecordingPlayerViewController
    }

    /// The window's shared player.
    var sharedPlayer: SharedPlayer? { player?.sharedPlayer }

    /// Recording 1 of the testing store.
    var recording1: Recording? { store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid3]) as? Recording }
}
