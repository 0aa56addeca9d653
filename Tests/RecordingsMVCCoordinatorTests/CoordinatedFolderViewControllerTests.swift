import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCCoordinator
import RecordingsMVCTesting
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The folder screen of the coordinator lesson against a fake coordinator: it tells the coordinator what
/// the person did and navigates nowhere itself.
@MainActor
@Suite struct CoordinatedFolderViewControllerTests {
    /// A coordinator that only writes down what it was asked.
    final class FakeCoordinator: FolderViewControllerDelegate {
        enum Request: Equatable {
            case select(UUID, from: UUID)
            case record(in: UUID)
            case player(from: UUID)
            case lost(UUID)
        }

        private(set) var requests: [Request] = []

        func folderViewController(_ controller: FolderViewController, didSelect item: Item) {
            requests.append(.select(item.uuid, from: controller.folder.uuid))
        }

        func folderViewControllerDidAskToRecord(_ controller: FolderViewController) {
            requests.append(.record(in: controller.folder.uuid))
        }

        func folderViewControllerDidAskForPlayer(_ controller: FolderViewController) {
            requests.append(.player(from: controller.folder.uuid))
        }

        func folderViewControllerDidLoseFolder(_ controller: FolderViewController) {
            requests.append(.lost(controller.folder.uuid))
        }
    }

    /// Makes coordinated folder screens whose requests go to one fake coordinator.
    final class FakeScreens: ScreenFactory {
        let coordinator = FakeCoordinator()

        func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
            CoordinatedFolderViewController(
                folder: folder, sharedPlayer: sharedPlayer, screens: self, delegate: coordinator)
        }
    }

    @Test func selectingAFolderAsksTheCoordinatorAndPushesNothing() throws {
        let screens = FakeScreens()
        let app = try MVCTestingApp(screens: screens)
        defer { app.tearDown() }
        try app.automation.select("Child 1")
        app.clock.drain()
        #expect(screens.coordinator.requests == [.select(TestingStore.uuid1, from: app.store.rootFolder.uuid)])
        #expect(app.navigationController.viewControllers.count == 1)
    }

    @Test func selectingARecordingAsksTheCoordinatorLoadsNothingAndDeselectsTheRow() throws {
        let screens = FakeScreens()
        let app = try MVCTestingApp(screens: screens, sizeClass: .regular)
        defer { app.tearDown() }
        try app.automation.select("Recording 1")
        app.clock.drain()
        #expect(screens.coordinator.requests == [.select(TestingStore.uuid3, from: app.store.rootFolder.uuid)])
        let root = try #require(app.rootFolderViewController)
        #expect(root.sharedPlayer.recording == nil)
        #expect(root.tableView.indexPathForSelectedRow == nil)
        #expect(app.visiblePlayer?.recording == nil)
    }

    @Test func theNewRecordingButtonAsksTheCoordinatorAndPresentsNothing() throws {
        let screens = FakeScreens()
        let app = try MVCTestingApp(screens: screens)
        defer { app.tearDown() }
        try app.automation.tap(RecordingsStrings.newRecording)
        #expect(screens.coordinator.requests == [.record(in: app.store.rootFolder.uuid)])
        #expect(app.window.topmostPresentedViewController == nil)
    }

    @Test func theMiniPlayersNameAsksTheCoordinatorForThePlayer() throws {
        let screens = FakeScreens()
        let app = try MVCTestingApp(screens: screens)
        defer { app.tearDown() }
        let root = try #require(app.rootFolderViewController)
        root.sharedPlayer.recording = try #require(app.store.rootFolder.contents.last as? Recording)
        try app.automation.tap("Recording 1")
        #expect(screens.coordinator.requests == [.player(from: app.store.rootFolder.uuid)])
        #expect(app.navigationController.viewControllers.count == 1)
    }

    @Test func aDeletedFolderTellsTheCoordinatorAndLeavesTheStackAlone() throws {
        let screens = FakeScreens()
        let app = try MVCTestingApp(screens: screens)
        defer { app.tearDown() }
        let child1 = try app.folder(TestingStore.uuid1)
        let root = try #require(app.rootFolderViewController)
        app.navigationController.pushViewController(
            screens.instantiateFolderViewController(child1, sharedPlayer: root.sharedPlayer), animated: false)
        app.store.rootFolder.remove(child1)
        #expect(screens.coordinator.requests == [.lost(TestingStore.uuid1)])
        #expect(app.navigationController.viewControllers.count == 2)
    }
}
