import Foundation
import MAVB
import MAVBTesting
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

@testable import RecordingsMAVB

/// The sample's `FolderViewTests`: a view binder is a list of bindings, and its consumed bindings are the
/// testable interface. Nothing is built: no view, no window.
@MainActor
@Suite struct FolderViewTests {
    let clock = VirtualClock()
    let store: StoreAdapter
    let rootFolder: FolderState
    let childFolder: FolderState
    let split: SplitState
    let rootViewController: ViewControllerBinder
    let childViewController: ViewControllerBinder

    init() {
        store = StoreAdapter(
            library: RecordingsLibrary(
                store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock))
        rootFolder = FolderState(folderUuid: store.rootUuid)
        childFolder = FolderState(folderUuid: TestingStore.uuid1)
        split = SplitState(rootUuid: store.rootUuid)
        rootViewController = folderView(rootFolder, split, store)
        childViewController = folderView(childFolder, split, store)
    }

    @Test func testRootFolderNavigationTitle() throws {
        let bindings = try rootViewController.consumeBindings()
        #expect(bindings.value(for: .title) == RecordingsStrings.rootTitle)
    }

    @Test func testChildFolderNavigationTitle() throws {
        let bindings = try childViewController.consumeBindings()
        let title = try #require(bindings.signal(for: .title))
        var values: [String] = []
        let subscription = try title.subscribeValues { values.append($0) }
        #expect(values == ["Child 1"])
        store.input.send(.renameItem(uuid: TestingStore.uuid1, newName: "New name"))
        #expect(values == ["Child 1", "New name"])
        subscription.cancel()
    }

    @Test func testCreateNewFolder() throws {
        let bindings = try rootViewController.consumeBindings()
        let navigationItem = try #require(bindings.value(for: .navigationItem))
        let itemBindings = try navigationItem.consumeBindings()
        let buttons = try #require(itemBindings.value(for: .rightBarButtonItems))
        let addFolder = try #require(buttons.count > 1 ? buttons[1] : nil)
        let input = try #require(try addFolder.consumeBindings().argument(for: .action))
        var values: [TextAlertState?] = []
        let subscription = try split.textAlert.signal.subscribeValues { values.append($0) }
        #expect(values == [nil])
        input.send(())
        #expect(values.count == 2)
        #expect(values.last??.parentUuid == store.rootUuid)
        subscription.cancel()
    }

    /// The table's rows, read from the screen's consumed bindings without building a view.
    @Test func testTableData() throws {
        let bindings = try rootViewController.consumeBindings()
        let layout = try #require(bindings.value(for: .layout))
        let table = try #require(layout.first(TableBinder<DocumentItem>.self))
        let tableBindings = try table.consumeBindings()
        let data = try #require(tableBindings.value(for: .tableData()))
        #expect(data.rows.map(\.uuid) == [TestingStore.uuid1, TestingStore.uuid3])
    }

    /// A row's cell, from the table's cell constructor (the sample's `testTableCell`).
    @Test func testTableCell() throws {
        let bindings = try rootViewController.consumeBindings()
        let layout = try #require(bindings.value(for: .layout))
        let table = try #require(layout.first(TableBinder<DocumentItem>.self))
        let configure = try #require(try table.consumeBindings().value(for: .cellConstructor()))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        configure(.folder(DocumentFolder(uuid: TestingStore.uuid5, name: "Abc", parentUUID: nil)), cell)
        #expect(cell.textLabel.text == "📁  Abc")
    }

    /// The contents signal: a sorted reload, one delete at the right index, other folders filtered out.
    @Test func folderContentsSignalSendsSortedMutations() throws {
        var mutations: [ArrayMutation<DocumentItem>] = []
        let subscription = try store.folderContentsSignal(TestingStore.uuid1).subscribeValues {
            mutations.append($0)
        }
        guard case .reload(let rows) = mutations.first else {
            Issue.record("the first value reloads the table")
            return
        }
        #expect(rows.map(\.name) == ["Child 2", "Recording 2"])
        store.input.send(.removeItem(uuid: TestingStore.uuid4))
        guard case .delete(let indexes) = mutations.last else {
            Issue.record("a deletion is one delete")
            return
        }
        #expect(Array(indexes) == [1])
        store.input.send(.removeItem(uuid: TestingStore.uuid3))
        #expect(mutations.count == 2, "another folder's changes are filtered out")
        subscription.cancel()
    }

    @Test func theContentsSignalEndsWithItsFolder() throws {
        var ended = false
        let subscription = try store.folderContentsSignal(TestingStore.uuid1).subscribe { event in
            if case .end = event { ended = true }
        }
        store.input.send(.removeItem(uuid: TestingStore.uuid1))
        #expect(ended)
        subscription.cancel()
    }

    @Test func consumingIsOneShot() throws {
        _ = try rootViewController.consumeBindings()
        #expect(throws: BinderError.alreadyConsumed) { try rootViewController.consumeBindings() }
        _ = childViewController.instance()
        #expect(throws: BinderError.alreadyBuilt) { try childViewController.consumeBindings() }
    }

    @Test func bindingsEndWithTheirView() throws {
        weak var built: ViewController?
        do {
            let controller = childViewController.instance()
            controller.loadViewIfNeeded()
            built = controller
            #expect(controller.title == "Child 1")
        }
        #expect(built == nil, "nothing keeps a closed screen alive")
        store.input.send(.renameItem(uuid: TestingStore.uuid1, newName: "Renamed later"))
        #expect(store.document.folder(TestingStore.uuid1)?.name == "Renamed later")
    }
}
