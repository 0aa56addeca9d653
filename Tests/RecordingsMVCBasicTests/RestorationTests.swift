import Foundation
import RecordingsCore
import RecordingsMVCBasic
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit

/// State restoration, which chapter 3 presents with the first form (its "State Restoration" section):
/// folder screens and the player come back from their uuid paths; what no longer exists is dropped; the
/// record screen never comes back.
@MainActor
@Suite struct RestorationTests {
    /// Navigates to [root, Child 1, Child 2] with Recording 2 in the player of a regular window.
    func navigateDeep(_ views: TestingViews) throws {
        try views.automation.select("Child 1")
        try views.automation.select("Recording 2")
        try views.automation.select("Child 2")
    }

    func stackTitles(_ views: TestingViews) -> [String?] {
        views.navigationController.viewControllers.compactMap { $0 as? BasicFolderViewController }.map(
            \.navigationItem.title)
    }

    @Test func theStackAndPlayerComeBack() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let data = try #require(views.application.restorableState(of: views.window)).encoded()
        views.application.terminate()

        let restored = try TestingViews(
            store: views.store, sizeClass: .regular, restoring: try RestorationArchive.decode(data))

        #expect(stackTitles(restored) == ["Recordings", "Child 1", "Child 2"])
        #expect(restored.visiblePlayer?.recording?.uuid == TestingStore.uuid4)
        #expect(restored.visiblePlayer?.audioPlayer?.isPlaying == false)
    }

    @Test func aPlayerOnACollapsedStackComesBackOnIt() throws {
        let views = try TestingViews(sizeClass: .compact)
        try views.automation.select("Child 1")
        try views.automation.select("Recording 2")
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()

        let restored = try TestingViews(store: views.store, sizeClass: .compact, restoring: archive)

        #expect(stackTitles(restored) == ["Recordings", "Child 1"])
        #expect(restored.navigationController.topViewController is NavigationController)
        #expect(restored.visiblePlayer?.recording?.uuid == TestingStore.uuid4)
    }

    @Test func aDeletedFolderIsDroppedAndADeletedRecordingLeavesThePlayerEmpty() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()
        let child1 = try #require(views.store.rootFolder.contents.first as? Folder)
        child1.remove(try #require(child1.contents.first))
        child1.remove(try #require(child1.contents.last))

        let restored = try TestingViews(store: views.store, sizeClass: .regular, restoring: archive)

        #expect(stackTitles(restored) == ["Recordings", "Child 1"])
        #expect(restored.visiblePlayer?.recording == nil)
        #expect(restored.automation.snapshot().contains("No recording selected"))
    }

    @Test func theRootScreenIsNeverDropped() throws {
        let views = try TestingViews(sizeClass: .regular)
        try navigateDeep(views)
        let archive = try #require(views.application.restorableState(of: views.window))
        views.application.terminate()

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
        views.application.terminate()

        let restored = try TestingViews(store: views.store, sizeClass: .compact, restoring: archive)

        #expect(restored.window.topmostPresentedViewController == nil)
        #expect(directory.audioFiles().isEmpty)
    }
}
