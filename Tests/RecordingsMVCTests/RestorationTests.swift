import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit

/// State restoration (spec §7.2 scenario 24): folder screens and the player come back from their uuid
/// paths; what no longer exists is dropped; the record screen never comes back.
@MainActor
@Suite struct RestorationTests {
    /// Navigates to [root, Child 1, Child 2] with Recording 2 in the player.
    func navigateDeep(_ views: TestingViews) throws {
        try views.automation.select("Child 1")
        try views.automation.select("Recording 2")
        if views.splitViewController.isCollapsed { try views.automation.back() }
        try views.automation.select("Child 2")
    }

    /// The titles of the primary stack's folder screens.
    func stackTitles(_ views: TestingViews) -> [String?] {
        views.navigationController.viewControllers.compactMap { $0 as? FolderViewController }.map(
            \.navigationItem.title)
    }

    /// Restores `archive` into a new application on the same store (a relaunch).
    func relaunch(_ views: TestingViews, restoring archive: RestorationArchive?) throws -> TestingViews {
        views.application.terminate()
        return try TestingViews(store: views.store, sizeClass: views.window.sizeClass, restoring: archive)
    }

    @Test(arguments: [SizeClass.regular, .compact])
    func theStackAndPlayerComeBack(sizeClass: SizeClass) throws {
        let views = try TestingViews(sizeClass: sizeClass)
        try navigateDeep(views)
        if sizeClass == .compact {
            try views.automation.back()
            try views.automation.select("Recording 2")
        }
        let archive = try #require(views.application.restorableState(of: views.window))
        let data = try archive.encoded()

        let restored = try relaunch(views, restoring: try RestorationArchive.decode(data))

        let expected: [String?] =
            sizeClass == .compact ? ["Recordings", "Child 1"] : ["Recordings", "Child 1", "Child 2"]
        #expect(stackTitles(restored) == expected)
        #expect(restored.visiblePlayer?.recording?.uuid == TestingStore.uuid4)
        if sizeClass == .compact {
            #expect(restored.navigationController.topViewController is NavigationController)
        }
    }

    @Test func aDeletedFolderIsDropped() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()
        let child1 = try #require(views.store.rootFolder.contents.first as? Folder)
        let child2 = try #require(child1.contents.first)
        child1.remove(child2)

        let restored = try TestingViews(store: views.store, sizeClass: .regular, restoring: archive)

        #expect(stackTitles(restored) == ["Recordings", "Child 1"])
        #expect(restored.visiblePlayer?.recording?.uuid == TestingStore.uuid4)
    }

    @Test func aDeletedRecordingLeavesThePlayerEmpty() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()
        let child1 = try #require(views.store.rootFolder.contents.first as? Folder)
        child1.remove(try #require(child1.contents.last))

        let restored = try TestingViews(store: views.store, sizeClass: .regular, restoring: archive)

        #expect(restored.visiblePlayer?.recording == nil)
        #expect(restored.automation.snapshot().contains("No recording selected"))
    }

    @Test func theRootScreenIsNeverDropped() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()

        // Another library: no path of the archive exists in it, not even the root's.
        let restored = try TestingViews(store: constructTestingStore(), sizeClass: .regular, restoring: archive)

        #expect(stackTitles(restored) == ["Recordings"])
        #expect(restored.rootFolderViewController.folder === restored.store.rootFolder)
        #expect(restored.visiblePlayer?.recording == nil)
    }

    @Test func theRecordScreenIsNeverRestored() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let views = try TestingViews(store: try Store(url: directory.url))
        try views.automation.tap("New Recording")
        views.clock.advance(by: 2)
        let archive = try #require(views.application.restorableState(of: views.window))
        #expect(!archive.controllers.keys.contains { $0.contains("Record") })

        let restored = try relaunch(views, restoring: archive)

        #expect(restored.window.topmostPresentedViewController == nil)
        #expect(directory.audioFiles().isEmpty)
    }

    @Test func foldersEncodeTheirUUIDPath() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        let paths = archive.controllers.compactMap { entry -> [UUID]? in
            guard entry.key.contains("folderController"), let data = entry.value["uuidPath"] else { return nil }
            return try? JSONDecoder().decode([UUID].self, from: data)
        }
        let root = views.store.rootFolder.uuid
        #expect(Set(paths) == [[root], [root, TestingStore.uuid1], [root, TestingStore.uuid1, TestingStore.uuid2]])
    }
}
