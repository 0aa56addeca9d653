import Bindings
import Foundation
@preconcurrency import OpenCombine
import RecordingsCore
import RecordingsMVVMC
import RecordingsTesting
import Testing

/// The sample's MVVM-C view-model tests (`FolderViewControllerTests`), by name: interface tests on the
/// view model only, recording every emission of its outputs, with the sample's exact counts.
@MainActor
@Suite struct FolderViewModelTests {
    let store: Store
    let childFolder1: Folder
    let childFolder2: Folder
    let viewModel: FolderViewModel
    /// Every value `folderContents` emitted, first subscribed (as in the sample).
    let contentsObserved = Recorder<[SectionModel<Int, Item>]>()
    /// Every value `navigationTitle` emitted, subscribed second: its first value is the replay.
    let titleObserved = Recorder<String>()

    /// Collects a publisher's values.
    @MainActor
    final class Recorder<Value> {
        var values: [Value] = []
        var cancellables: [AnyCancellable] = []
        isolated deinit {}
        func record<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Never {
            cancellables.append(publisher.sink { [unowned self] in self.values.append($0) })
        }
    }

    init() throws {
        store = constructTestingStore()
        childFolder1 = try #require(store.rootFolder.contents.first as? Folder)
        childFolder2 = try #require(childFolder1.contents.first as? Folder)
        viewModel = FolderViewModel(initialFolder: childFolder1, store: store)
        contentsObserved.record(viewModel.folderContents)
        titleObserved.record(viewModel.navigationTitle)
    }

    func rows(_ index: Int) -> [Item] { contentsObserved.values[index].first?.items ?? [] }

    @Test func testFolderContents() throws {
        #expect(contentsObserved.values.count == 1)
        #expect(contentsObserved.values[0].count == 1)
        #expect(rows(0).count == 2)
        #expect(rows(0)[0] === childFolder2)
        #expect(rows(0)[1].uuid == TestingStore.uuid4)
        viewModel.folder.value = store.rootFolder
        #expect(contentsObserved.values.count == 2)
        #expect(rows(1).count == 2)
        #expect(rows(1)[0] === childFolder1)
        #expect(rows(1)[1].uuid == TestingStore.uuid3)
    }

    @Test func testFolderReemitOnFolderChange() throws {
        #expect(contentsObserved.values.count == 1)
        try childFolder1.setName("Something else")
        #expect(contentsObserved.values.count == 2)
        #expect(rows(1).count == 2)
        #expect(rows(1)[0] === childFolder2)
        #expect(rows(1)[1].uuid == TestingStore.uuid4)
    }

    @Test func testFolderReemitOnChildRename() throws {
        #expect(contentsObserved.values.count == 1)
        try childFolder2.setName("Another name")
        #expect(contentsObserved.values.count == 2)
        #expect(rows(1)[0] === childFolder2)
        #expect(rows(1)[1].uuid == TestingStore.uuid4)
    }

    /// Four emissions: the initial contents, one for each of Child 1's two items removed first, then one
    /// empty section for Child 1 itself.
    @Test func testFolderSetToEmptyOnDeleted() throws {
        #expect(contentsObserved.values.count == 1)
        store.rootFolder.remove(childFolder1)
        #expect(contentsObserved.values.count == 4)
        #expect(contentsObserved.values[3].count == 1)
        #expect(rows(3).isEmpty)
        #expect(titleObserved.values == ["Child 1", "Child 1", "Child 1", ""])
    }

    @Test func testFolderCreate() throws {
        #expect(contentsObserved.values.count == 1)
        try viewModel.create(folderNamed: "Child 3")
        #expect(contentsObserved.values.count == 2)
        #expect(rows(1).count == 3)
        #expect(rows(1)[0] === childFolder2)
        #expect(rows(1)[1].name == "Child 3")
        #expect(rows(1)[2].uuid == TestingStore.uuid4)
    }

    @Test func testFolderDelete() throws {
        #expect(contentsObserved.values.count == 1)
        viewModel.deleteItem(childFolder2)
        #expect(contentsObserved.values.count == 2)
        #expect(contentsObserved.values[1].count == 1)
        #expect(rows(1).count == 1)
        #expect(rows(1).first?.uuid == TestingStore.uuid4)
    }

    @Test func testNavigationTitle() throws {
        #expect(titleObserved.values.count == 1)
        #expect(titleObserved.values[0] == "Child 1")
        try childFolder1.setName("Another name")
        #expect(titleObserved.values.count == 2)
        #expect(titleObserved.values[1] == "Another name")
        viewModel.folder.value = store.rootFolder
        #expect(titleObserved.values.count == 3)
        #expect(titleObserved.values[2] == "Recordings")
    }

    // MARK: Beyond the sample

    /// Scenario 26: a cancelled prompt creates nothing and emits nothing; a refused name throws.
    @Test func aCancelledOrRefusedFolderNameCreatesNothing() throws {
        try viewModel.create(folderNamed: nil)
        #expect(throws: NameError.empty) { try viewModel.create(folderNamed: "   ") }
        #expect(contentsObserved.values.count == 1)
        #expect(childFolder1.contents.count == 2)
    }

    /// One subscription of the store serves both outputs, and it ends when the last subscriber leaves.
    @Test func theOutputsShareOnePipelineThatEndsWithTheirSubscribers() throws {
        contentsObserved.cancellables.removeAll()
        titleObserved.cancellables.removeAll()
        try childFolder1.setName("Quiet")
        #expect(contentsObserved.values.count == 1)
        #expect(titleObserved.values.count == 1)
        let late = Recorder<String>()
        late.record(viewModel.navigationTitle)
        #expect(late.values == ["Quiet"], "a new subscriber starts a fresh pipeline with the current folder")
    }
}
