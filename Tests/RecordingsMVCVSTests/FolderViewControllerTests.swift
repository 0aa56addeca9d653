import Foundation
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Testing
import ViewKit
import ViewStateStore

/// The book's MVC+VS tests (chapter 6, "Testing"): view-state-driven integration tests on a split view
/// controller that is loaded but not in a window.
///
/// Two paths: view state → view (set a state, inspect the hierarchy) and view action → view state
/// (call the controller's action, inspect `viewStateStore.content`), with no animations, no waiting and
/// no navigation-delegate expectations.
@MainActor
@Suite struct FolderViewControllerTests {
    let setup = BookSetup()

    @Test func testRootTableViewLayout() throws {
        let folder = try setup.topFolder()
        let cell = folder.tableView(folder.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        #expect(cell.textLabel.text == "📁  Child 1")
    }

    @Test func testSelectedFolder() throws {
        #expect(setup.viewStateStore.content.folderViews.count == 1)
        let folder = try setup.topFolder()
        folder.tableView(folder.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(setup.viewStateStore.content.folderViews.count == 2)
        #expect(setup.viewStateStore.content.folderViews[1].folderUUID == TestingStore.uuid1)
        // The state's bottom half built the screen: the pushed folder screen shows Child 1.
        let child = try setup.topFolder()
        #expect(child.folderUUID == TestingStore.uuid1)
        #expect(child.title == "Child 1")
    }

    /// The book's "arbitrary starting state": a JSON view state rebuilds the whole hierarchy.
    ///
    /// NB: the book's fixture has a recording `uuid2`; ours (shared by every pattern) has the recordings
    /// `uuid3` and `uuid4`, so the play view selects `uuid4` and the alert creates a folder in `uuid1`.
    @Test func testArbitraryStartingState() throws {
        let state = SplitViewState(
            folderViews: [
                FolderViewState(uuid: setup.documentStore.rootFolderUUID), FolderViewState(uuid: TestingStore.uuid1),
            ],
            playView: PlayViewState(
                uuid: TestingStore.uuid4, playState: PlayState(isPlaying: false, progress: 0, duration: 10)),
            textAlert: TextAlertState(text: "Text", parentUUID: TestingStore.uuid1, recordingUUID: nil))
        try setup.viewStateStore.reloadAndNotify(jsonData: JSONEncoder().encode(state))
        let navigation = try #require(setup.split.viewControllers.first as? NavigationController)
        #expect(navigation.viewControllers.count == 2)
        #expect(try setup.topFolder().title == "Child 1")
        let player = try #require(setup.split.playerNavigation.topViewController as? PlayViewController)
        player.loadViewIfNeeded()
        #expect(player.nameTextField.text == "Recording 2")
        #expect(player.durationLabel.text == timeString(10))
        let alert = try #require(setup.split.presentedViewController as? AlertController)
        #expect(alert.textFields.first?.text == "Text")
    }

    @Test func aStateTransitionIsTestedAsStateAThenStateB() throws {
        setup.viewStateStore.pushFolder(TestingStore.uuid1)
        setup.viewStateStore.pushFolder(TestingStore.uuid2)
        #expect(try setup.topFolder().title == "Child 2")
        setup.viewStateStore.popToNewDepth(1)
        let navigation = try #require(setup.split.viewControllers.first as? NavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(try setup.topFolder().folderUUID == setup.documentStore.rootFolderUUID)
    }

    @Test func theEditButtonGoesThroughTheViewState() throws {
        let folder = try setup.topFolder()
        folder.setEditing(true, animated: true)
        #expect(setup.viewStateStore.content.folderViews[0].editing)
        setup.viewStateStore.setEditing(false, at: 0)
        #expect(!folder.isEditing, "the state's change reached the table")
    }

    @Test func newFolderAndNewRecordingAreViewStateActions() throws {
        let folder = try setup.topFolder()
        folder.createNewFolder(nil)
        #expect(
            setup.viewStateStore.content.textAlert
                == TextAlertState(text: "", parentUUID: setup.documentStore.rootFolderUUID, recordingUUID: nil))
        let alert = try #require(setup.split.presentedViewController as? AlertController)
        #expect(alert.title == RecordingsStrings.createFolder)
        setup.viewStateStore.dismissTextAlert()
        folder.createNewRecording(nil)
        #expect(setup.viewStateStore.content.recordView?.parentUUID == setup.documentStore.rootFolderUUID)
        #expect(setup.split.presentedViewController is RecordViewController)
    }

    // MARK: Deleting (the book's `removeItem(uuid:)`)

    @Test func removingAnItemDeletesOnlyThatRowOfItsFolder() throws {
        let root = try setup.topFolder()
        setup.viewStateStore.pushFolder(TestingStore.uuid1)
        let child = try setup.topFolder()
        var actions: [DocumentStore.Action?] = []
        let token = setup.documentStore.addObserver { _, action in actions.append(action) }
        setup.documentStore.removeItem(uuid: TestingStore.uuid4)
        #expect(
            actions == [
                nil, .removed(parentUUID: TestingStore.uuid1, childUUID: TestingStore.uuid4, oldIndex: 1),
            ])
        #expect(child.items.map(\.name) == ["Child 2"])
        #expect(root.items.map(\.name) == ["Child 1", "Recording 1"], "another folder's screen is untouched")
        #expect(setup.documentStore[TestingStore.uuid4] == nil)
        #expect(setup.documentStore.library.item(withUUID: TestingStore.uuid4) == nil, "the file follows")
        _ = token
    }

    /// The rows change in place with each change of their folder (not read again from the document), so
    /// after every add, rename (which may move the row) and removal they are the folder's items in order.
    @Test func theRowsFollowEveryChangeInPlace() throws {
        let root = try setup.topFolder()
        // NB: loaded, so each change is applied to the rows shown (an unloaded screen reads its items anew).
        root.loadViewIfNeeded()
        let rootUUID = setup.documentStore.rootFolderUUID
        func expectInStep(_ step: String) {
            #expect(root.items == setup.documentStore.content.children(of: rootUUID), "\(step)")
            #expect(root.tableView(root.tableView, numberOfRowsInSection: 0) == root.items.count, "\(step): rows")
        }
        let added = try #require(try setup.documentStore.addFolder(named: "B folder", to: rootUUID))
        expectInStep("add a folder between the others")
        #expect(try setup.documentStore.addRecording(uuid: UUID(), named: "A take", to: rootUUID))
        expectInStep("add a recording at the top")
        try setup.documentStore.renameItem(uuid: added, to: "Z folder")
        expectInStep("a rename that moves the row to the end")
        try setup.documentStore.renameItem(uuid: added, to: "Z folder 2")
        expectInStep("a rename in place")
        setup.documentStore.removeItem(uuid: TestingStore.uuid1)
        expectInStep("remove the first folder, with what it holds")
        setup.documentStore.removeItem(uuid: added)
        expectInStep("remove the last row")
    }

    @Test func removingAFolderRemovesEverythingInIt() {
        setup.documentStore.removeItem(uuid: TestingStore.uuid1)
        for uuid in [TestingStore.uuid1, TestingStore.uuid2, TestingStore.uuid4] {
            #expect(setup.documentStore[uuid] == nil)
        }
        #expect(setup.documentStore.content.items.count == 2, "the root and Recording 1")
    }

    @Test func removingTheRootDoesNothing() {
        let before = setup.documentStore.content
        setup.documentStore.removeItem(uuid: setup.documentStore.rootFolderUUID)
        setup.documentStore.removeItem(uuid: TestingStore.uuid5)
        #expect(setup.documentStore.content == before)
    }

    @Test func refusedNamesChangeNothing() {
        let before = setup.documentStore.content
        #expect(throws: NameError.empty) {
            try setup.documentStore.addFolder(named: "   ", to: setup.documentStore.rootFolderUUID)
        }
        #expect(throws: NameError.empty) { try setup.documentStore.renameItem(uuid: TestingStore.uuid3, to: "") }
        #expect(setup.documentStore.content == before)
    }

    @Test func addingAndRenamingKeepEveryPatternsOrder() throws {
        let uuid = try #require(try setup.documentStore.addFolder(named: "B", to: setup.documentStore.rootFolderUUID))
        #expect(
            setup.documentStore.content.children(of: setup.documentStore.rootFolderUUID).map(\.name) == [
                "B", "Child 1", "Recording 1",
            ])
        try setup.documentStore.renameItem(uuid: uuid, to: "Z")
        #expect(
            setup.documentStore.content.children(of: setup.documentStore.rootFolderUUID).map(\.name) == [
                "Child 1", "Recording 1", "Z",
            ])
        #expect(setup.documentStore.library.store.rootFolder.contents.map(\.name) == ["Child 1", "Recording 1", "Z"])
    }
}
