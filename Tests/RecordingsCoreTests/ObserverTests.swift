import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing

/// Spec scenario 25: `addObserver(at:)` delivers the current value at once, then changes, then nil.
@MainActor @Suite struct ObserverTests {
    let store = constructTestingStore()
    var child1Path: [UUID] { [store.rootFolder.uuid, TestingStore.uuid1] }

    @Test func deliversTheCurrentValueImmediately() throws {
        var received: [Folder?] = []
        let observation = store.addObserver(at: child1Path) { (folder: Folder?) in received.append(folder) }
        #expect(observation != nil)
        #expect(received.count == 1)
        #expect(received.first??.uuid == TestingStore.uuid1)
    }

    @Test func deliversRenamesThenNilOnRemoval() throws {
        var received: [String?] = []
        let observation = store.addObserver(at: child1Path) { (folder: Folder?) in received.append(folder?.name) }
        let child1 = try #require(store.rootFolder.contents.first)
        try child1.setName("Another name")
        // Changes to other items, even its children, are not this item's changes.
        store.rootFolder.add(Folder(name: "Sibling", uuid: UUID()))
        (child1 as? Folder)?.add(Recording(name: "Inside", uuid: UUID()))
        store.rootFolder.remove(child1)
        #expect(received == ["Child 1", "Another name", nil])
        #expect(observation?.isActive == true)
    }

    @Test func missingOrMistypedPathsDeliverNilOnceAndNoToken() {
        var received: [Item?] = []
        let missing = store.addObserver(at: [store.rootFolder.uuid, TestingStore.uuid5]) { (item: Item?) in
            received.append(item)
        }
        #expect(missing == nil)
        var recordings: [Recording?] = []
        let mistyped = store.addObserver(at: child1Path) { (recording: Recording?) in recordings.append(recording) }
        #expect(mistyped == nil)
        store.rootFolder.remove(store.rootFolder.contents[0])
        #expect(received.count == 1 && received[0] == nil)
        #expect(recordings.count == 1 && recordings[0] == nil)
        #expect(store.observerCount == 0)
    }

    @Test func droppingTheTokenEndsTheObservation() throws {
        var count = 0
        var observation = store.addObserver(at: child1Path) { (_: Folder?) in count += 1 }
        #expect(observation != nil)
        observation = nil
        try store.rootFolder.contents[0].setName("Renamed")
        #expect(count == 1)
    }
}
