import Foundation
import RecordingsCore
import RecordingsMVVM
import RecordingsTesting
import Testing

/// The sample's view-model interface tests (the reference code's `FolderViewControllerTests`, which test
/// `FolderViewModel` in both MVVM-C samples), with the same names, fixture and emission counts: build the
/// model, build the view model, subscribe to its outputs (contents first, then the title), act, and check
/// what was emitted. No view is involved.
@MainActor
@Suite struct FolderViewControllerTests {
    let store: Store
    let childFolder1: Folder
    let childFolder2: Folder
    let viewModel: FolderViewModel
    let contentsObserved: Recorder<[FolderSection]>
    let titleObserved: Recorder<String>

    init() throws {
        store = constructTestingStore()
        childFolder1 = try #require(store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        childFolder2 = try #require(childFolder1.contents.first as? Folder)
        viewModel = FolderViewModel(folder: childFolder1, store: store)
        contentsObserved = Recorder(viewModel.folderContents)
        titleObserved = Recorder(viewModel.navigationTitle)
    }

    @Test func testFolderContents() throws {
        #expect(contentsObserved.count == 1)
        var sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        var rows = try #require(sections.first?.items)
        #expect(rows.count == 2)
        #expect(rows[0] == childFolder2)
        #expect(rows[1].uuid == TestingStore.uuid4)

        viewModel.folder = store.rootFolder
        #expect(contentsObserved.count == 2)
        sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        rows = try #require(sections.first?.items)
        #expect(rows.count == 2)
        #expect(rows[0] == childFolder1)
        #expect(rows[1].uuid == TestingStore.uuid3)
    }

    @Test func testFolderReemitOnFolderChange() throws {
        #expect(contentsObserved.count == 1)
        try childFolder1.setName("Something else")
        #expect(contentsObserved.count == 2)
        let sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        let rows = try #require(sections.first?.items)
        #expect(rows.count == 2)
        #expect(rows[0] == childFolder2)
        #expect(rows[1].uuid == TestingStore.uuid4)
    }

    @Test func testFolderReemitOnChildRename() throws {
        #expect(contentsObserved.count == 1)
        try childFolder2.setName("Another name")
        #expect(contentsObserved.count == 2)
        let sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        let rows = try #require(sections.first?.items)
        #expect(rows.count == 2)
        #expect(rows[0] == childFolder2)
        #expect(rows[1].uuid == TestingStore.uuid4)
    }

    @Test func testFolderSetToEmptyOnDeleted() throws {
        #expect(contentsObserved.count == 1)
        store.rootFolder.remove(childFolder1)
        // Three changes: one for each of the two children, then one for childFolder1 itself.
        #expect(contentsObserved.count == 4)
        let sections = contentsObserved.values[3]
        #expect(sections.count == 1)
        #expect(sections.first?.items.isEmpty == true)
        #expect(titleObserved.values == ["Child 1", "Child 1", "Child 1", ""])
    }

    @Test func testFolderCreate() throws {
        #expect(contentsObserved.count == 1)
        try viewModel.create(folderNamed: "Child 3")
        #expect(contentsObserved.count == 2)
        let sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        let rows = try #require(sections.first?.items)
        #expect(rows.count == 3)
        #expect(rows[0] == childFolder2)
        #expect(rows[1].name == "Child 3")
        #expect(rows[2].uuid == TestingStore.uuid4)
    }

    @Test func testFolderDelete() throws {
        #expect(contentsObserved.count == 1)
        viewModel.deleteItem(childFolder2)
        #expect(contentsObserved.count == 2)
        let sections = try #require(contentsObserved.last)
        #expect(sections.count == 1)
        let rows = try #require(sections.first?.items)
        #expect(rows.count == 1)
        #expect(rows.first?.uuid == TestingStore.uuid4)
    }

    @Test func testNavigationTitle() throws {
        #expect(titleObserved.count == 1)
        #expect(titleObserved.values[0] == "Child 1")
        try childFolder1.setName("Another name")
        #expect(titleObserved.count == 2)
        #expect(titleObserved.values[1] == "Another name")
        viewModel.folder = store.rootFolder
        #expect(titleObserved.count == 3)
        #expect(titleObserved.values[2] == "Recordings")
    }

    // MARK: Beyond the sample

    /// Spec scenario 26: creating with no name (a cancelled alert) emits nothing; a refused name throws
    /// and emits nothing.
    @Test func creatingWithoutAValidNameEmitsNothing() throws {
        try viewModel.create(folderNamed: nil)
        #expect(throws: NameError.empty) { try viewModel.create(folderNamed: "   ") }
        #expect(contentsObserved.count == 1)
        #expect(childFolder1.contents.count == 2)
    }

    /// A change elsewhere in the tree (not the folder, not one of its children) emits nothing.
    @Test func changesElsewhereEmitNothing() throws {
        try #require(store.rootFolder.contents.last).setName("Zebra")
        childFolder2.add(Folder(name: "Grandchild", uuid: UUID()))
        #expect(contentsObserved.count == 1)
        #expect(titleObserved.count == 1)
    }

    /// Restoration sets the folder found at a path; a path that leads nowhere changes nothing.
    @Test func restoringAFolderByPath() throws {
        #expect(viewModel.restoreFolder(atUUIDPath: [store.rootFolder.uuid]))
        #expect(titleObserved.last == "Recordings")
        #expect(!viewModel.restoreFolder(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid5]))
        #expect(viewModel.folder === store.rootFolder)
        #expect(titleObserved.count == 2)
    }
}
