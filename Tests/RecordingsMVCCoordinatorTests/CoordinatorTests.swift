import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCCoordinator
import RecordingsMVCTesting
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The coordinator: it makes the folder screens (as their delegate) and performs every navigation they ask
/// for, on their window's containers.
@MainActor
@Suite struct CoordinatorTests {
    @Test func theFolderScreensItMakesHaveItAsTheirDelegate() throws {
        let coordinator = Coordinator()
        let app = try MVCTestingApp(screens: coordinator)
        defer { app.tearDown() }
        try app.automation.select("Child 1")
        app.clock.drain()
        let stack = app.navigationController.viewControllers
        #expect(stack.count == 2)
        #expect((stack.last as? FolderViewController)?.folder.uuid == TestingStore.uuid1)
        for screen in stack {
            let coordinated = try #require(screen as? CoordinatedFolderViewController)
            #expect(coordinated.delegate === coordinator)
        }
    }

    @Test func selectingARecordingLoadsItAndShowsANewPlayerAsTheDetail() throws {
        let app = try MVCTestingApp(screens: Coordinator(), sizeClass: .regular)
        defer { app.tearDown() }
        let before = app.visiblePlayer
        try app.automation.select("Recording 1")
        app.clock.drain()
        let player = try #require(app.visiblePlayer)
        #expect(player !== before)
        #expect(player.recording?.uuid == TestingStore.uuid3)
        #expect(app.rootFolderViewController?.sharedPlayer.recording?.uuid == TestingStore.uuid3)
    }

    @Test func askingToRecordPresentsTheRecordScreenOverTheFolderScreen() throws {
        let app = try MVCTestingApp(screens: Coordinator())
        defer { app.tearDown() }
        try app.automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(app.window.topmostPresentedViewController as? RecordViewController)
        #expect(recorder.folder === app.store.rootFolder)
        #expect(recorder.presentingViewController != nil)
    }

    @Test func theMiniPlayerBringsBackThePlayerThePersonLeft() throws {
        let app = try MVCTestingApp(screens: Coordinator())
        defer { app.tearDown() }
        try app.automation.select("Recording 1")
        app.clock.drain()
        let player = try #require(app.visiblePlayer)
        try app.automation.back()
        app.clock.drain()
        #expect(app.visiblePlayer == nil)
        #expect(player.isDismissed)
        try app.automation.tap("Recording 1")
        app.clock.drain()
        #expect(app.visiblePlayer === player)
        #expect(!player.isDismissed)
    }

    @Test func aDeletedFolderLeavesTheStackWithTheScreensOfItsSubfolders() throws {
        let app = try MVCTestingApp(screens: Coordinator())
        defer { app.tearDown() }
        try app.automation.select("Child 1")
        app.clock.drain()
        try app.automation.select("Child 2")
        app.clock.drain()
        #expect(app.navigationController.viewControllers.count == 3)
        app.store.rootFolder.remove(try app.folder(TestingStore.uuid1))
        #expect(app.navigationController.viewControllers.count == 1)
    }

    /// The coordinator works on any folder screen it is handed, whoever made it: here chapter 3's own screen,
    /// in containers built by hand.
    @Test func itNavigatesFromTheScreenThatAsksOnThatScreensContainers() throws {
        let clock = VirtualClock()
        let store = constructTestingStore()
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let sharedPlayer = SharedPlayer(context: library)
        let screen = FolderViewController(folder: store.rootFolder, sharedPlayer: sharedPlayer)
        let navigation = NavigationController(rootViewController: screen)
        let coordinator = Coordinator()
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        coordinator.folderViewController(screen, didSelect: child1)
        #expect(navigation.viewControllers.count == 2)
        let pushed = try #require(navigation.viewControllers.last as? CoordinatedFolderViewController)
        #expect(pushed.folder === child1)
        #expect(pushed.sharedPlayer === sharedPlayer)
        coordinator.folderViewControllerDidLoseFolder(pushed)
        #expect(navigation.viewControllers.count == 1)
    }
}
