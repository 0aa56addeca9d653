import Foundation
import MAVB
import RecordingsCore
import RecordingsTesting
import Services
import Testing

@testable import RecordingsMAVB

/// The document's model adapter: what its item signals send, and when they end.
@MainActor
@Suite struct StoreAdapterTests {
    let clock = VirtualClock()
    let store: StoreAdapter

    init() {
        store = StoreAdapter(
            library: RecordingsLibrary(
                store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock))
    }

    @Test func aFolderIsSentWhenItsListChangesNotWhenAnItemKeepsItsPlace() throws {
        var root: [[UUID]] = []
        let subscription = try store.itemSignal(store.rootUuid).subscribeValues {
            root.append($0.folder.map { Array($0.childUUIDs) } ?? [])
        }
        #expect(root == [[TestingStore.uuid1, TestingStore.uuid3]])
        store.input.send(.renameItem(uuid: TestingStore.uuid3, newName: "Recording 1b"))
        #expect(root.count == 1, "a rename in place leaves the root's list as it was")
        store.input.send(.renameItem(uuid: TestingStore.uuid2, newName: "Elsewhere"))
        #expect(root.count == 1, "a change in another folder")
        store.input.send(.renameItem(uuid: TestingStore.uuid3, newName: "A"))
        #expect(root.last == [TestingStore.uuid3, TestingStore.uuid1], "a rename that moves reorders the list")
        store.input.send(.addFolder(name: "Z", parentUuid: store.rootUuid))
        #expect(root.count == 3)
        #expect(root.last?.count == 3)
        subscription.cancel()
    }

    @Test func anItemIsSentWhenItChanges() throws {
        var names: [String] = []
        let subscription = try store.itemSignal(TestingStore.uuid3).subscribeValues { names.append($0.name) }
        store.input.send(.renameItem(uuid: TestingStore.uuid3, newName: "Recording 1b"))
        store.input.send(.renameItem(uuid: TestingStore.uuid1, newName: "Child One"))
        store.input.send(.renameItem(uuid: TestingStore.uuid3, newName: "A"))
        #expect(names == ["Recording 1", "Recording 1b", "A"])
        subscription.cancel()
    }

    @Test func anItemsSignalEndsWhenAFolderAboveItIsDeleted() throws {
        var ended: SignalEnd?
        let subscription = try store.itemSignal(TestingStore.uuid2).subscribe { event in
            if case .end(let end) = event { ended = end }
        }
        store.input.send(.removeItem(uuid: TestingStore.uuid1))
        #expect(ended == .complete)
        subscription.cancel()
    }
}
