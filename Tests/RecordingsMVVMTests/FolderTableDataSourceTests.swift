import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TestSupport
import Testing
import ViewKit

@testable import RecordingsMVVM

/// The hand-written replacement for RxDataSources: each change of the folder becomes exactly the row
/// operations of the MVC app (insert `.left`, delete `.right`, move then reload `.fade`), and only a
/// switch to another folder reloads the table.
@MainActor
@Suite struct FolderTableDataSourceTests {
    @Test func anAddedChildIsInsertedFromTheLeft() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.store.rootFolder.add(Folder(name: "Child 3", uuid: UUID()))
        #expect(views.tableOperations(since: mark) == ["insert 1 left"])
        #expect(
            views.rootFolderViewController.tableView.cellForRow(at: .init(row: 1, section: 0))?.textLabel.text
                == "📁  Child 3")
    }

    @Test func aRemovedChildIsDeletedToTheRight() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.store.rootFolder.remove(try #require(views.store.rootFolder.contents.last))
        #expect(views.tableOperations(since: mark) == ["delete 1 right"])
        #expect(views.rootFolderViewController.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func aRenamedChildMovesThenFades() throws {
        let views = try TestingViews()
        let table = views.rootFolderViewController.tableView
        let folder3 = Folder(name: "Child 3", uuid: UUID())
        views.store.rootFolder.add(folder3)
        var mark = views.mark()
        try folder3.setName("Something else")
        #expect(views.tableOperations(since: mark) == ["move 1→2", "reload 2 fade"])
        #expect(table.cellForRow(at: .init(row: 2, section: 0))?.textLabel.text == "📁  Something else")
        // Moving up, as the conformance scenario's "A memo" does.
        mark = views.mark()
        try folder3.setName("A folder")
        #expect(views.tableOperations(since: mark) == ["move 2→0", "reload 0 fade"])
        // A rename that keeps the row's place still moves (in place) and fades, as MVC does.
        mark = views.mark()
        try folder3.setName("B folder")
        #expect(views.tableOperations(since: mark) == ["move 0→0", "reload 0 fade"])
        #expect(table.cellForRow(at: .init(row: 0, section: 0))?.textLabel.text == "📁  B folder")
    }

    @Test func renamingTheShownFolderRetitlesItWithoutRowOperations() throws {
        let views = try TestingViews()
        try views.automation.select("Child 1")
        let child = try #require(views.navigationController.topViewController as? FolderViewController)
        let mark = views.mark()
        try views.childFolder1.setName("Zoo")
        #expect(child.navigationItem.title == "Zoo")
        // The parent's row moves; the shown folder's own rows do not change.
        #expect(views.tableOperations(since: mark) == ["move 0→1", "reload 1 fade"])
        #expect(views.rootFolderViewController.dataSource.items.map(\.name) == ["Recording 1", "Zoo"])
    }

    @Test func anotherFolderReloadsTheTable() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.rootFolderViewController.viewModel.folder = try views.childFolder1
        #expect(views.tableOperations(since: mark) == ["reloadData"])
        #expect(views.rootFolderViewController.dataSource.items.map(\.name) == ["Child 2", "Recording 2"])
    }

    @Test func swipeToDeleteGoesThroughTheViewModel() throws {
        let views = try TestingViews()
        let mark = views.mark()
        try views.automation.delete("Recording 1")
        #expect(views.store.rootFolder.contents.map(\.name) == ["Child 1"])
        #expect(views.tableOperations(since: mark) == ["delete 1 right"])
    }

    @Test func singleRenameIsRecognisedOnlyAlone() throws {
        typealias Row = FolderTableDataSource.Row
        let a = Recording(name: "A", uuid: UUID())
        let b = Recording(name: "B", uuid: UUID())
        let c = Folder(name: "C", uuid: UUID())
        let old = [Row(a), Row(b), Row(c)]
        let renamedB = Recording(name: "D", uuid: b.uuid)
        let rename = try #require(FolderTableDataSource.singleRename(from: old, to: [Row(a), Row(c), Row(renamedB)]))
        #expect(rename.from == 1 && rename.to == 2)
        #expect(FolderTableDataSource.singleRename(from: old, to: old) == nil)
        let renamedA = Recording(name: "E", uuid: a.uuid)
        #expect(FolderTableDataSource.singleRename(from: old, to: [Row(c), Row(renamedA), Row(renamedB)]) == nil)
        #expect(FolderTableDataSource.singleRename(from: old, to: [Row(b), Row(a), Row(c)]) == nil)
    }

    /// Several changes in one emission (which the store never sends) animate as one consistent batch:
    /// random lists, applied to a table in a window, always end showing the new list.
    @Test func randomEmissionsAlwaysEndShowingTheNewRows() throws {
        let views = try TestingViews()
        let screen = views.rootFolderViewController
        let identity = views.store.rootFolder.uuid
        var generator = SeededGenerator(seed: 11)
        let pool = (0..<12).map { index in Recording(name: "R\(index)", uuid: UUID()) }
        for _ in 0..<200 {
            var items = pool.filter { _ in generator.next() % 2 == 0 }
            items.shuffle(using: &generator)
            let renamed = items.map { item -> Item in
                generator.next() % 5 == 0 ? Recording(name: item.name + "'", uuid: item.uuid) : item
            }
            let problems = ProgrammerError.capture {
                screen.dataSource.apply([FolderSection(identity: identity, items: renamed)], to: screen.tableView)
                screen.tableView.layoutIfNeeded()
            }
            #expect(problems.isEmpty)
            // The cells the table kept (moved, reloaded or new), not fresh ones from the data source.
            let shown = (0..<screen.tableView.numberOfRows(inSection: 0)).map {
                screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel.text
            }
            #expect(shown == renamed.map { RecordingsStrings.rowText(for: $0) })
        }
    }
}
