import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The seam an app built on MVC's screens uses (model-owned networking does): the factory the app delegate
/// is built with makes every folder screen, the first one and those of the folders the person selects.
@MainActor @Suite struct ScreenFactoryTests {
    /// A folder screen of an app built on MVC's.
    final class OwnFolderViewController: FolderViewController {}

    /// Makes ``OwnFolderViewController``s and counts them.
    final class OwnScreens: ScreenFactory {
        private(set) var made = 0

        func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
            made += 1
            return OwnFolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self)
        }
    }

    @Test func theAppDelegatesFactoryMakesTheFirstFolderScreenAndThoseOfSelectedFolders() throws {
        let clock = VirtualClock()
        let screens = OwnScreens()
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let delegate = RecordingsMVCAppDelegate(context: library, screens: screens)
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        let window = application.openWindow(sizeClass: .compact)
        try Automation(window: window).select("Child 1")
        clock.drain()
        let split = try #require(window.rootViewController as? SplitViewController)
        let navigation = try #require(split.primaryNavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.viewControllers.allSatisfy { $0 is OwnFolderViewController })
        #expect(screens.made == 2)
        application.terminate()
    }

    @Test func chapterThreesScreensArePlainFolderScreens() {
        let clock = VirtualClock()
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let screen = MVCScreens().instantiateFolderViewController(
            library.store.rootFolder, sharedPlayer: SharedPlayer(context: library))
        #expect(type(of: screen) == FolderViewController.self)
        #expect(screen.screens is MVCScreens)
    }
}
