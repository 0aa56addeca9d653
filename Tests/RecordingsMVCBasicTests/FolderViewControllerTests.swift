import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsMVCBasic
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewKitTesting

/// The book's chapter 3 integration tests (the reference code's `FolderViewControllerTests`) against the
/// folder screen as the chapter first presents it: same names, same fixture, the book's own calls (the
/// controller is the table's data source, the folder is set after construction), plus the table
/// operations the book could only infer.
@MainActor
@Suite struct FolderViewControllerTests {
    @Test func testRootFolderStartupConfiguration() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        #expect(views.navigationController.viewControllers.first === root)
        #expect(root.navigationItem.title == "Recordings")
        #expect(root.tableView.delegate === root)
        // The first form: the controller is its own data source (improvement 6 later extracts it).
        #expect(root.tableView.dataSource === root)
        #expect(root.navigationItem.leftBarButtonItem?.title == "Edit")
        let right = root.navigationItem.rightBarButtonItems
        #expect(right.first?.target === root)
        #expect(right.first?.accessibilityLabel == "New Recording")
        #expect(right.last?.target === root)
        #expect(right.last?.accessibilityLabel == "New Folder")
        #expect(right.map(\.systemItem) == [.add, .organize])
        // The book checks the items' selectors; with typed actions the wiring is checked by its effect.
        try views.automation.tap("New Folder")
        #expect((root.presentedViewController as? AlertController)?.title == "Create Folder")
        try views.automation.tap("Cancel")
        try views.automation.tap("New Recording")
        #expect(root.presentedViewController is RecordViewController)
    }

    @Test func testRootTableViewLayout() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        #expect(root.numberOfSections(in: root.tableView) == 1)
        #expect(root.tableView(root.tableView, numberOfRowsInSection: 0) == 2)
        #expect(root.rowText(0) == "📁  Child 1")
        #expect(root.rowText(1) == "🔊  Recording 1")
    }

    @Test func testSelectedFolder() throws {
        let views = try TestingViews()
        views.rootFolderViewController.tableView.tapRow(at: .row(0))
        #expect(views.shown.count == 1)
        #expect(views.navigationController.viewControllers.count == 2)
        let child = views.navigationController.viewControllers.last as? BasicFolderViewController
        #expect(child?.folder.uuid == TestingStore.uuid1)
        #expect(child?.navigationItem.title == "Child 1")
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func testSelectedRecording(sizeClass: SizeClass) throws {
        let views = try TestingViews(sizeClass: sizeClass)
        views.rootFolderViewController.tableView.tapRow(at: .row(1))
        #expect(views.splitViewController.isCollapsed == (sizeClass == .compact))
        switch sizeClass {
        case .compact:
            // Collapsed: the player's navigation controller was pushed onto the primary stack.
            #expect(views.shown.count == 1)
            let collapsed = views.navigationController.viewControllers.last as? NavigationController
            let player = collapsed?.viewControllers.last as? BasicPlayViewController
            #expect(player?.recording?.uuid == TestingStore.uuid3)
        case .regular:
            let detail = views.splitViewController.viewControllers.last as? NavigationController
            let player = detail?.topViewController as? BasicPlayViewController
            #expect(player?.recording?.uuid == TestingStore.uuid3)
            #expect(views.navigationController.viewControllers.count == 1)
        }
        // The reference code deselects the row after the player segue.
        #expect(views.rootFolderViewController.tableView.indexPathForSelectedRow == nil)
    }

    @Test func testDeletedCurrentFolder() throws {
        let views = try TestingViews()
        let folder = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        views.navigationController.pushViewController(views.folderScreen(folder), animated: false)
        #expect(views.navigationController.viewControllers.count == 2)

        views.store.rootFolder.remove(folder)

        #expect(views.navigationController.viewControllers.count == 1)
        #expect(
            (views.navigationController.viewControllers.last as? BasicFolderViewController)?.folder
                === views.store.rootFolder)
    }

    @Test func testChildFolderConfigurationAndLayout() throws {
        let views = try TestingViews()
        let folder = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        let child = views.folderScreen(folder)
        #expect(child.navigationItem.title == "Child 1")
        #expect(child.numberOfSections(in: child.tableView) == 1)
        #expect(child.tableView(child.tableView, numberOfRowsInSection: 0) == 2)
        #expect(child.rowText(0) == "📁  Child 2")
        #expect(child.rowText(1) == "🔊  Recording 2")
    }

    @Test func testCreateNewFolder() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        root.createNewFolder(nil)
        let alert = try #require(root.presentedViewController as? AlertController)
        #expect(alert.title == "Create Folder")
        #expect(alert.textFields.first?.placeholder == "Folder Name")
        #expect(alert.actions.map(\.title) == ["Cancel", "Create"])
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test func testCreateNewRecording() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        root.createNewRecording(nil)
        let recorder = try #require(root.presentedViewController as? RecordViewController)
        #expect(recorder.folder === root.folder)
        root.dismiss(animated: false)
    }

    @Test func testCommitEditing() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        // Verify that the action we will invoke is connected
        #expect(root.tableView.dataSource === root)
        #expect(views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid3]) != nil)
        let mark = views.mark()

        root.tableView(root.tableView, commit: .delete, forRowAt: .row(1))

        #expect(views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid3]) == nil)
        expectOperations(in: views.window, since: mark, [.deleteRows([.row(1)], .right, table: "table")])
        #expect(root.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func testChangeNotificationHandling() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        let table = root.tableView
        var mark = views.mark()

        let folder3 = Folder(name: "Child 3", uuid: UUID())
        views.store.rootFolder.add(folder3)
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 3)
        #expect(table.cellForRow(at: .row(1))?.textLabel.text == "📁  Child 3")
        expectOperations(in: views.window, since: mark, [.insertRows([.row(1)], .left, table: "table")])

        mark = views.mark()
        try folder3.setName("Something else")
        #expect(table.cellForRow(at: .row(2))?.textLabel.text == "📁  Something else")
        expectOperations(
            in: views.window, since: mark,
            [
                .moveRow(from: .row(1), to: .row(2), table: "table"),
                .reloadRows([.row(2)], .fade, table: "table"),
            ])

        mark = views.mark()
        views.store.rootFolder.remove(folder3)
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(table.cellForRow(at: .row(1))?.textLabel.text == "🔊  Recording 1")
        expectOperations(in: views.window, since: mark, [.deleteRows([.row(2)], .right, table: "table")])
    }

    // MARK: Beyond the book

    /// The notification handler sets the folder again when the shown folder is renamed (the book's
    /// `folder = item`), which reloads the screen and retitles it.
    @Test func renamingTheShownFolderSetsItAgainInTheHandler() throws {
        let views = try TestingViews()
        views.rootFolderViewController.tableView.tapRow(at: .row(0))
        let child = try #require(views.navigationController.topViewController as? BasicFolderViewController)
        let mark = views.mark()

        try child.folder.setName("Zoo")

        #expect(child.navigationItem.title == "Zoo")
        #expect(views.operations(since: mark).contains(.reloadData(table: "table")))
        #expect(views.rootFolderViewController.rowText(1) == "📁  Zoo")
    }

    /// A screen made for one folder and given another before it is shown (the segue's order) follows
    /// the folder it was given, not the root it started with.
    @Test func aScreenGivenItsFolderAfterConstructionObservesThatFolder() throws {
        let views = try TestingViews()
        let child1 = try #require(views.store.rootFolder.contents.first as? Folder)
        let screen = views.folderScreen(child1)
        views.store.rootFolder.add(Folder(name: "Elsewhere", uuid: UUID()))
        child1.add(Folder(name: "Inside", uuid: UUID()))
        #expect(screen.tableView(screen.tableView, numberOfRowsInSection: 0) == 3)
        #expect(screen.rowText(1) == "📁  Inside")
    }

    /// Scenario 28: a model action the model ignores changes no view.
    @Test func ignoredModelActionsChangeNoView() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.store.rootFolder.remove(Recording(name: "Stranger", uuid: UUID()))
        #expect(views.operations(since: mark).isEmpty)
        #expect(views.rootFolderViewController.tableView.numberOfRows(inSection: 0) == 2)
    }

    /// Deleting a folder two levels up removes both of its screens from the stack.
    @Test func deletingAnAncestorRemovesEveryScreenBelowIt() throws {
        let views = try TestingViews()
        try views.automation.select("Child 1")
        try views.automation.select("Child 2")
        #expect(views.navigationController.viewControllers.count == 3)
        views.store.rootFolder.remove(try #require(views.store.rootFolder.contents.first))
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(views.navigationController.topViewController === views.rootFolderViewController)
    }

    /// The first form has no improvements: no mini player below the table, no child controllers.
    @Test func theFolderScreenHasNoMiniPlayer() throws {
        let views = try TestingViews(sizeClass: .regular)
        try views.automation.select("Recording 1")
        #expect(views.rootFolderViewController.children.isEmpty)
        #expect(!views.automation.snapshot().contains(RecordingsStrings.nowPlaying))
    }
}
