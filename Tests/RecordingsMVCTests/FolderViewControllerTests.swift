import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewKitTesting

/// The book's MVC integration tests (chapter 3, "Testing", and the reference code's
/// `FolderViewControllerTests`), run against ViewKit: same names, same fixture, same assertions, plus
/// the table operations the book could only infer.
@MainActor
@Suite struct FolderViewControllerTests {
    @Test func testRootFolderStartupConfiguration() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        #expect(views.navigationController.viewControllers.first === root)
        #expect(root.navigationItem.title == "Recordings")
        #expect(root.tableView.delegate === root)
        // NB: after chapter 3's improvement 6 the data source is its own object, not the controller.
        #expect(root.tableView.dataSource === root.dataSource)
        #expect(root.navigationItem.leftBarButtonItem?.title == "Edit")
        let right = root.navigationItem.rightBarButtonItems
        #expect(right.first?.target === root)
        #expect(right.first?.accessibilityLabel == "New Recording")
        #expect(right.last?.target === root)
        #expect(right.last?.accessibilityLabel == "New Folder")
        // NB: UIKit's add item for a new recording and its organize (folder) item for a new folder, so a
        // person can tell the two apart.
        #expect(right.map(\.systemItem) == [.add, .organize])
        // The book checks the items' selectors; with typed actions the wiring is checked by its effect.
        try views.automation.tap("New Folder")
        let prompt = try #require(root.presentedViewController as? AlertController)
        #expect(prompt.title == "Create Folder")
        try views.automation.tap("Cancel")
        #expect(root.presentedViewController == nil)
        try views.automation.tap("New Recording")
        #expect(root.presentedViewController is RecordViewController)
    }

    @Test func testRootTableViewLayout() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        #expect(root.dataSource.numberOfSections(in: root.tableView) == 1)
        #expect(root.dataSource.tableView(root.tableView, numberOfRowsInSection: 0) == 2)
        #expect(root.rowText(0) == "📁  Child 1")
        #expect(root.rowText(1) == "🔊  Recording 1")
    }

    @Test func testSelectedFolder() throws {
        let views = try TestingViews()
        views.rootFolderViewController.tableView.tapRow(at: .row(0))
        #expect(views.shown.count == 1)
        #expect(views.navigationController.viewControllers.count == 2)
        let child = views.navigationController.viewControllers.last as? FolderViewController
        #expect(child?.folder.uuid == TestingStore.uuid1)
        #expect(child?.navigationItem.title == "Child 1")
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func testSelectedRecording(sizeClass: SizeClass) throws {
        let views = try TestingViews(sizeClass: sizeClass)
        views.rootFolderViewController.tableView.tapRow(at: .row(1))
        // The branch follows the size class asked for, and the layout must agree with it.
        #expect(views.splitViewController.isCollapsed == (sizeClass == .compact))
        #expect(views.splitViewController.viewControllers.count == (sizeClass == .compact ? 1 : 2))
        switch sizeClass {
        case .compact:
            // Collapsed: the player's navigation controller was pushed onto the primary stack.
            #expect(views.shown.count == 1)
            let collapsed = views.navigationController.viewControllers.last as? NavigationController
            let player = collapsed?.viewControllers.last as? PlayViewController
            #expect(player?.recording?.uuid == TestingStore.uuid3)
        case .regular:
            let detail = views.splitViewController.viewControllers.last as? NavigationController
            let player = detail?.topViewController as? PlayViewController
            #expect(player?.recording?.uuid == TestingStore.uuid3)
            #expect(views.navigationController.viewControllers.count == 1)
        }
        // The reference code deselects the row after showing the player.
        #expect(views.rootFolderViewController.tableView.indexPathForSelectedRow == nil)
    }

    @Test func testDeletedCurrentFolder() throws {
        let views = try TestingViews()
        let folder = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        let child = FolderViewController(folder: folder, sharedPlayer: views.sharedPlayer)
        views.navigationController.pushViewController(child, animated: false)
        #expect(views.navigationController.viewControllers.count == 2)
        #expect(
            (views.navigationController.viewControllers.last as? FolderViewController)?.folder.uuid
                == TestingStore.uuid1)

        views.store.rootFolder.remove(folder)
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(
            (views.navigationController.viewControllers.last as? FolderViewController)?.folder.uuid
                == views.store.rootFolder.uuid)
    }

    @Test func testChildFolderConfigurationAndLayout() throws {
        let views = try TestingViews()
        let folder = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        let child = FolderViewController(folder: folder, sharedPlayer: views.sharedPlayer)
        #expect(child.navigationItem.title == "Child 1")
        #expect(child.dataSource.numberOfSections(in: child.tableView) == 1)
        #expect(child.dataSource.tableView(child.tableView, numberOfRowsInSection: 0) == 2)
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
        #expect(root.presentedViewController is RecordViewController)
        root.dismiss(animated: false)
    }

    @Test func testCommitEditing() throws {
        let views = try TestingViews()
        let root = views.rootFolderViewController
        #expect(root.tableView.dataSource === root.dataSource)
        #expect(views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid3]) != nil)
        let mark = views.mark()

        root.dataSource.tableView(root.tableView, commit: .delete, forRowAt: .row(1))

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
        #expect(root.dataSource.tableView(table, numberOfRowsInSection: 0) == 3)
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
        #expect(root.dataSource.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(table.cellForRow(at: .row(1))?.textLabel.text == "🔊  Recording 1")
        expectOperations(in: views.window, since: mark, [.deleteRows([.row(2)], .right, table: "table")])
    }

    // MARK: Beyond the book

    /// Scenario 13: renaming the shown folder retitles its screen; its parent's list re-sorts.
    @Test func renamingTheShownFolderRetitlesItsScreen() throws {
        let views = try TestingViews()
        views.rootFolderViewController.tableView.tapRow(at: .row(0))
        let child = try #require(views.navigationController.topViewController as? FolderViewController)
        let mark = views.mark()

        try child.folder.setName("Zoo")

        #expect(child.navigationItem.title == "Zoo")
        #expect(views.rootFolderViewController.rowText(1) == "📁  Zoo")
        #expect(views.operations(since: mark).contains(.moveRow(from: .row(0), to: .row(1), table: "table")))
    }

    /// Scenario 28: a model action the model ignores changes no view.
    @Test func ignoredModelActionsChangeNoView() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.store.rootFolder.remove(Recording(name: "Stranger", uuid: UUID()))
        let child2 = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1, TestingStore.uuid2]))
        views.store.rootFolder.remove(child2)  // not a direct child of the root
        #expect(views.operations(since: mark).isEmpty)
        #expect(views.rootFolderViewController.tableView.numberOfRows(inSection: 0) == 2)
    }

    /// Deleting a folder two levels up removes both of its screens from the stack.
    @Test func deletingAnAncestorRemovesEveryScreenBelowIt() throws {
        let views = try TestingViews()
        try views.automation.select("Child 1")
        try views.automation.select("Child 2")
        #expect(views.navigationController.viewControllers.count == 3)
        let child1 = try #require(views.store.rootFolder.contents.first)
        views.store.rootFolder.remove(child1)
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(views.navigationController.topViewController === views.rootFolderViewController)
    }

    /// Invalid folder names are refused with a visible reason, and nothing is created.
    @Test func invalidFolderNamesAreExplained() throws {
        let views = try TestingViews()
        try views.automation.tap("New Folder")
        try views.automation.type("   ", into: "Folder Name")
        try views.automation.tap("Create")
        let alert = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(alert.message == NameError.empty.description)
        try views.automation.tap("OK")
        #expect(views.store.rootFolder.contents.count == 2)
        #expect(views.window.topmostPresentedViewController == nil)
    }

    /// Editing mode follows the Edit button.
    @Test func theEditButtonTogglesEditing() throws {
        let views = try TestingViews()
        try views.automation.tap("Edit")
        #expect(views.rootFolderViewController.tableView.isEditing)
        #expect(views.rootFolderViewController.navigationItem.leftBarButtonItem?.title == "Done")
        try views.automation.tap("Done")
        #expect(!views.rootFolderViewController.tableView.isEditing)
    }
}
