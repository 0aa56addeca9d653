import Foundation
import RecordingsCore
import RecordingsTesting
import Testing

@MainActor @Suite struct FolderTests {
    let store = constructTestingStore()
    var root: Folder { store.rootFolder }

    @Test func testingStoreHasTheBooksTree() throws {
        #expect(root.names == ["Child 1", "Recording 1"])
        let child1 = try #require(root.contents.first as? Folder)
        #expect(child1.uuid == TestingStore.uuid1)
        #expect(child1.names == ["Child 2", "Recording 2"])
        #expect(child1.contents.map(\.uuid) == [TestingStore.uuid2, TestingStore.uuid4])
        #expect(root.contents[1] is Recording)
        #expect(root.parent == nil)
        #expect(child1.parent === root)
        #expect(child1.store === store)
        #expect(child1.contents[1].store === store)
    }

    @Test func itemsAreSortedByNameInterleaved() {
        let folder = Folder(name: "Sorting", uuid: UUID())
        root.add(folder)
        folder.add(Folder(name: "B", uuid: UUID()))
        folder.add(Recording(name: "A", uuid: UUID()))
        folder.add(Folder(name: "C", uuid: UUID()))
        #expect(folder.names == ["A", "B", "C"])
        #expect(folder.contents[0] is Recording && folder.contents[1] is Folder)
    }

    @Test func sortingUsesPlainStringComparison() {
        let folder = folder(of: ["b", "B", "a", "Z", "10", "9"])
        #expect(folder.names == ["10", "9", "B", "Z", "a", "b"])
    }

    @Test func equalNamesKeepTheirOrderAndNewcomersGoLast() {
        let folder = Folder(name: "Same", uuid: UUID())
        root.add(folder)
        let first = Recording(name: "X", uuid: UUID())
        let second = Folder(name: "X", uuid: UUID())
        folder.add(first)
        folder.add(second)
        #expect(folder.contents.map(ObjectIdentifier.init) == [ObjectIdentifier(first), ObjectIdentifier(second)])
    }

    @Test func uuidPathLookups() throws {
        let rootUUID = root.uuid
        let child2 = try #require(store.item(atUUIDPath: [rootUUID, TestingStore.uuid1, TestingStore.uuid2]))
        #expect(child2.name == "Child 2" && child2 is Folder)
        #expect(store.item(atUUIDPath: [rootUUID, TestingStore.uuid2]) == nil)
        #expect(store.item(atUUIDPath: [UUID(), TestingStore.uuid1]) == nil)
        #expect(store.item(atUUIDPath: [rootUUID]) === root)
        #expect(store.item(atUUIDPath: []) == nil)
        #expect(store.item(atUUIDPath: [rootUUID, TestingStore.uuid3, TestingStore.uuid1]) == nil)
        let recording2 = try #require(store.item(atUUIDPath: [rootUUID, TestingStore.uuid1, TestingStore.uuid4]))
        #expect(recording2.uuidPath == [rootUUID, TestingStore.uuid1, TestingStore.uuid4])
        #expect(root.uuidPath == [rootUUID])
    }

    @Test func removingAnItemDetachesIt() throws {
        let recording = try #require(store.item(atUUIDPath: [root.uuid, TestingStore.uuid3]))
        root.remove(recording)
        #expect(store.item(atUUIDPath: [root.uuid, TestingStore.uuid3]) == nil)
        #expect(recording.parent == nil && recording.store == nil)
        #expect(root.names == ["Child 1"])
    }

    @Test func removingAFolderRemovesEverythingBelowIt() throws {
        let child1 = try #require(root.contents.first as? Folder)
        let child2 = try #require(child1.contents.first as? Folder)
        root.remove(child1)
        #expect(child1.contents.isEmpty)
        #expect(child2.parent == nil && child2.store == nil)
        #expect(store.item(atUUIDPath: [root.uuid, TestingStore.uuid1]) == nil)
    }

    @Test func removingAnItemThatIsNotThereChangesNothing() throws {
        let log = ChangeLog(store)
        let child1 = try #require(root.contents.first as? Folder)
        let recording2 = child1.contents[1]
        root.remove(recording2)  // it lives in Child 1, not in the root
        root.remove(Recording(name: "Stranger", uuid: UUID()))
        #expect(log.changes.isEmpty)
        #expect(root.names == ["Child 1", "Recording 1"])
        #expect(child1.names == ["Child 2", "Recording 2"])
    }

    @Test func addingAnItemTwiceOrIntoItselfIsRefused() throws {
        let log = ChangeLog(store)
        let child1 = try #require(root.contents.first as? Folder)
        let child2 = try #require(child1.contents.first as? Folder)
        #expect(!root.add(child2))  // already has a parent
        #expect(!child2.add(root))  // a store's root
        #expect(!child2.add(child2))
        #expect(!child2.add(Recording(name: "Clone", uuid: TestingStore.uuid3)))  // UUID in use
        let detached = Folder(name: "Loop", uuid: UUID())
        #expect(!detached.add(detached))
        #expect(log.changes.isEmpty)
        #expect(child2.contents.isEmpty)
    }

    @Test func renamingTrimsAndResorts() throws {
        let recording1 = try #require(root.contents.last)
        try recording1.setName("  A first  ")
        #expect(recording1.name == "A first")
        #expect(root.names == ["A first", "Child 1"])
    }

    /// A folder in the root holding a recording for each of `names`.
    func folder(of names: [String]) -> Folder {
        let folder = Folder(name: "Sorted", uuid: UUID())
        root.add(folder)
        for name in names { folder.add(Recording(name: name, uuid: UUID())) }
        return folder
    }

    @Test func aRenameThatStillSortsInPlaceStaysAndSaysSo() throws {
        let folder = folder(of: ["A", "C", "E"])
        let log = ChangeLog(store)
        let middle = folder.contents[1]
        try middle.setName("D")
        #expect(folder.names == ["A", "D", "E"])
        #expect(log.changes.last?.kind == .renamed(oldIndex: 1, newIndex: 1))
    }

    @Test func aRenameToANameItsNeighbourHasMovesAfterIt() throws {
        let folder = folder(of: ["A", "C", "E"])
        let log = ChangeLog(store)
        let first = folder.contents[0]
        try first.setName("C")
        #expect(folder.contents.map(\.uuid)[1] == first.uuid, "after the item that already had the name")
        #expect(log.changes.last?.kind == .renamed(oldIndex: 0, newIndex: 1))
        try first.setName("F")
        #expect(folder.names == ["C", "E", "F"])
        #expect(log.changes.last?.kind == .renamed(oldIndex: 1, newIndex: 2))
    }

    /// Every rename, to a name before, between, equal to or after the others', from every position among
    /// equal names: the item goes where removing it and adding it again would put it (after the items of
    /// its new name), the others keep their order, and the change reports both places.
    @Test func everyRenameMovesTheItemWhereAddingItAgainWouldPut() throws {
        let names = ["B", "B", "D", "F", "F", "F", "H"]
        for oldIndex in names.indices {
            for newName in ["A", "B", "Ba", "C", "D", "E", "F", "G", "H", "I"] where newName != names[oldIndex] {
                let folder = folder(of: names)
                let before = folder.contents
                let log = ChangeLog(store)
                try before[oldIndex].setName(newName)
                var expected = before
                let moved = expected.remove(at: oldIndex)
                let newIndex = expected.firstIndex { newName < $0.name } ?? expected.count
                expected.insert(moved, at: newIndex)
                let move = "\(names[oldIndex]) at \(oldIndex) to \(newName)"
                #expect(folder.contents.map(\.uuid) == expected.map(\.uuid), "\(move)")
                #expect(log.changes.last?.kind == .renamed(oldIndex: oldIndex, newIndex: newIndex), "\(move)")
                root.remove(folder)
            }
        }
    }

    @Test func anItemAmongEqualNamesIsFoundAndRemovedItself() throws {
        let folder = folder(of: Array(repeating: "X", count: 5))
        let items = folder.contents
        folder.remove(items[3])
        #expect(folder.contents.map(\.uuid) == [0, 1, 2, 4].map { items[$0].uuid })
        try items[1].setName("W")
        #expect(folder.contents.map(\.uuid) == [1, 0, 2, 4].map { items[$0].uuid })
    }

    @Test func renamingDetachedItemsOnlyChangesTheName() throws {
        let log = ChangeLog(store)
        let recording = Recording(name: "", uuid: UUID())
        try recording.setName("Memo")
        #expect(recording.name == "Memo")
        #expect(log.changes.isEmpty)
    }

    @Test func invalidNamesAreRefusedAndChangeNothing() throws {
        let log = ChangeLog(store)
        let child1 = try #require(root.contents.first)
        #expect(throws: NameError.empty) { try child1.setName("   \n") }
        #expect(throws: NameError.tooLong(length: 256, limit: 255)) {
            try child1.setName(String(repeating: "x", count: 256))
        }
        #expect(child1.name == "Child 1")
        #expect(log.changes.isEmpty)
    }

    @Test func itemsAreEqualByUUID() {
        let a = Recording(name: "A", uuid: TestingStore.uuid5)
        let b = Recording(name: "B", uuid: TestingStore.uuid5)
        #expect(a == b)
        #expect(Set<Item>([a, b]).count == 1)
        #expect(a != Recording(name: "A", uuid: UUID()))
    }
}
