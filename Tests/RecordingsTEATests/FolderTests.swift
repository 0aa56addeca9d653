import Foundation
import RecordingsCore
import RecordingsTesting
import StoreTesting
import TEA
import Testing

@testable import RecordingsTEA

/// The book's TEA fixture as values: the ``TestingStore`` tree.
let recording1 = RecordingValue(name: "Recording 1", uuid: TestingStore.uuid3)
let recording2 = RecordingValue(name: "Recording 2", uuid: TestingStore.uuid4)
let folder2 = FolderValue(name: "Child 2", uuid: TestingStore.uuid2)
let folder1 = FolderValue(name: "Child 1", uuid: TestingStore.uuid1, items: [.folder(folder2), .recording(recording2)])
let rootUuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

/// The book's `constructTestFolder()`.
func constructTestFolder() -> FolderValue {
    FolderValue(name: "", uuid: rootUuid, items: [.folder(folder1), .recording(recording1)])
}

/// The book's four TEA tests: pure functions of the state, no framework call.
@MainActor
@Suite struct FolderTests {
    @Test func testFolderListing() throws {
        let vc = AppState(rootFolder: constructTestFolder()).viewController
        guard case .splitViewController(let svc, _) = vc else {
            Issue.record("not a split view")
            return
        }
        let navController = svc.left(nil)
        let navItem = try #require(navController.viewControllers.first)
        #expect(navItem.title == "Recordings")
        guard case .tableViewController(let view) = navItem.viewController else {
            Issue.record("not a table")
            return
        }
        #expect(view.items.count == 2)
        // NB: the book's test reads "📁 Child 1" and "🎧 Recording 1"; every pattern shows the reference
        // code's "📁  " and "🔊  " (RecordingsStrings).
        #expect(view.items[0].text == "📁  Child 1")
        #expect(view.items[0].onSelect == .selectFolder(folder1))
        #expect(view.items[1].text == "🔊  Recording 1")
        #expect(view.items[1].onSelect == .selectRecording(recording1))
    }

    @Test func testFolderSelection() {
        var appState = AppState(rootFolder: constructTestFolder())
        #expect(appState.folders.map(\.uuid) == [rootUuid])
        let commands: [RecordingsCommand<AppState.Message>] = appState.update(
            .selectFolder(FolderValue(name: "Child 1", uuid: TestingStore.uuid1, items: [])))
        #expect(commands.isEmpty)
        #expect(appState.folders.map(\.uuid) == [rootUuid, TestingStore.uuid1])
    }

    /// The sample's `testFolderRender`: the rendered root table's first row selects "Child 1".
    @Test func testFolderRender() throws {
        let appState = AppState(rootFolder: constructTestFolder())
        guard case .splitViewController(let svc, _) = appState.viewController,
            let navItem = svc.left(nil).viewControllers.first,
            case .tableViewController(let view) = navItem.viewController,
            view.items.count == 2
        else {
            Issue.record("the root is not a split view with a two-row table")
            return
        }
        #expect(view.items[0].onSelect == .selectFolder(folder1))
    }

    /// The sample's `testFolderSelectionIntegrated`: the message comes from the rendered cell, not from
    /// the test, and goes through `update` (here under the exhaustive store tester).
    @Test func testFolderSelectionIntegrated() throws {
        let store = appStore()
        #expect(store.state.folders.map(\.uuid) == [rootUuid])
        guard case .splitViewController(let svc, _) = store.state.viewController,
            let navItem = svc.left(nil).viewControllers.first,
            case .tableViewController(let view) = navItem.viewController,
            view.items.count == 2,
            case .selectFolder(let folder)? = view.items[0].onSelect
        else {
            Issue.record("the first rendered row does not select a folder")
            return
        }
        store.send(.selectFolder(folder)) { $0.folders = [constructTestFolder(), folder1] }
        store.finish()
        #expect(store.state.folders.map(\.uuid) == [rootUuid, TestingStore.uuid1])
    }

    @Test func testFolderStoreSubscription() {
        let appState = AppState(rootFolder: constructTestFolder())
        guard case .storeChanged(let base, let message)? = appState.subscriptions.first else {
            Issue.record("no store subscription")
            return
        }
        #expect(base == appState.folders.first, "the snapshot starts from the state's root")
        // NB: the book's comment calls this a `reloadFolder` message, a leftover name.
        let updatedFolder = FolderValue(name: "TestFolderName", uuid: TestingStore.uuid5)
        #expect(message(updatedFolder) == .storeChanged(updatedFolder))
    }

    @Test func testCommands() {
        let sampleRecorder = RecorderHandle(url: URL(fileURLWithPath: "/tmp/\(UUID().uuidString).wav"))
        var state = RecordState(folder: folder1, recorder: sampleRecorder)
        _ = state.update(.stop)
        let commands: [RecordingsCommand<RecordState.Message>] = state.update(.save(name: nil))
        #expect(commands.isEmpty)

        var named = RecordState(folder: folder1, recorder: sampleRecorder)
        _ = named.update(.stop)
        let commands1: [RecordingsCommand<RecordState.Message>] = named.update(.save(name: "Hello"))
        guard case .saveRecording(name: "Hello", folder: folder1, url: sampleRecorder.url)? = commands1.first else {
            Issue.record("expected a save command, got \(commands1)")
            return
        }
        #expect(commands1 == [.saveRecording(name: "Hello", folder: folder1, url: sampleRecorder.url)])
    }
}
