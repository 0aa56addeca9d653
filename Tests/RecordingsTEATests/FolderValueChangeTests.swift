import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TEA
import TestSupport
import Testing

@testable import RecordingsTEA

/// The TEA app's library snapshot, maintained from the store's typed changes instead of rebuilt: after
/// any sequence of changes it equals a fresh snapshot, and folders off the changed path keep their
/// storage.
@MainActor
@Suite struct FolderValueChangeTests {
    /// The folders of `root`'s subtree, root first.
    func folders(of root: Folder) -> [Folder] {
        [root] + root.contents.compactMap { $0 as? Folder }.flatMap { folders(of: $0) }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomChangesKeepTheSnapshotEqualToAFreshOne(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let store = constructTestingStore()
        var snapshot = FolderValue(store.rootFolder)
        var failures = 0
        let observation = store.addObserver { change in
            if let next = snapshot.applying(change) { snapshot = next } else { failures += 1 }
        }
        let names = ["a", "b", "B", "Zed", "m", "Take"]
        for step in 0..<300 {
            let all = folders(of: store.rootFolder)
            let folder = try #require(all.randomElement(using: &generator))
            let name = try #require(names.randomElement(using: &generator)) + "\(step % 7)"
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3: folder.add(Folder(name: name, uuid: UUID()))
            case 3..<6: folder.add(Recording(name: name, uuid: UUID()))
            case 6..<8:
                if let item = folder.contents.randomElement(using: &generator) { try item.setName(name) }
            default:
                if let item = folder.contents.randomElement(using: &generator) { folder.remove(item) }
            }
            #expect(snapshot == FolderValue(store.rootFolder), "step \(step)")
        }
        #expect(failures == 0, "every change fitted the snapshot")
        observation.cancel()
    }

    @Test func foldersOffTheChangedPathKeepTheirStorage() throws {
        let store = constructTestingStore()
        let before = FolderValue(store.rootFolder)
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        var change: StoreChange?
        let observation = store.addObserver { change = $0 }
        store.rootFolder.add(Recording(name: "Zzz", uuid: UUID()))
        let applied = try #require(change)
        let after = try #require(before.applying(applied))
        guard case .folder(let old1) = before.items[0], case .folder(let new1) = after.items[0] else {
            Issue.record("Child 1 is not first")
            return
        }
        #expect(new1.uuid == child1.uuid)
        #expect(new1.items.isIdentical(to: old1.items), "Child 1 was not copied")
        #expect(after.items.count == before.items.count + 1)
        observation.cancel()
    }

    @Test func aSnapshotIsCurrentUntilTheLibraryChangesBelowIt() throws {
        let store = constructTestingStore()
        let snapshot = FolderValue(store.rootFolder)
        #expect(snapshot.isSnapshot(of: store.rootFolder))
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        let recording = try #require(child1.contents.last)
        try recording.setName("Renamed deep down")
        #expect(!snapshot.isSnapshot(of: store.rootFolder), "a rename two levels down")
        #expect(FolderValue(store.rootFolder).isSnapshot(of: store.rootFolder))
        let fresh = FolderValue(store.rootFolder)
        child1.add(Folder(name: "New", uuid: UUID()))
        #expect(!fresh.isSnapshot(of: store.rootFolder), "an item added to a subfolder")
        #expect(!fresh.isSnapshot(of: child1), "another folder")
    }

    @Test func aChangeThatDoesNotFitIsRefused() throws {
        let store = constructTestingStore()
        let stale = FolderValue(name: "", uuid: UUID())
        var refused = 0
        let observation = store.addObserver { change in if stale.applying(change) == nil { refused += 1 } }
        store.rootFolder.add(Folder(name: "New", uuid: UUID()))
        #expect(refused == 1, "a snapshot of another root does not take the change")
        var snapshot = FolderValue(store.rootFolder)
        snapshot.items.removeAll()
        let check = store.addObserver { change in if snapshot.applying(change) == nil { refused += 1 } }
        if let last = store.rootFolder.contents.last { store.rootFolder.remove(last) }
        #expect(refused == 3, "an index the snapshot does not have is refused, not guessed")
        observation.cancel()
        check.cancel()
    }
}
