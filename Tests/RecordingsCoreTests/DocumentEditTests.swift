import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import Testing

/// The library as values (`RecordingsDocument`) and its edits: the store changes first and the values
/// follow in its order, so the flat-model patterns (MVC+VS, MAVB) show the rows every pattern shows.
@MainActor @Suite struct DocumentEditTests {
    let clock = VirtualClock()
    let library: RecordingsLibrary
    var document: RecordingsDocument

    init() {
        library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        document = RecordingsDocument(root: library.store.rootFolder)
    }

    @Test mutating func editsReachTheStoreAndTheValuesAlike() throws {
        let root = document.rootUUID
        let uuid = UUID()
        let added = try library.edit(.addFolder(name: "Ideas", uuid: uuid, parentUUID: root), in: &document)
        #expect(added == .added(parentUUID: root, childUUID: uuid, newIndex: 1))
        #expect(document.children(of: root).map(\.name) == ["Child 1", "Ideas", "Recording 1"])
        #expect(library.store.rootFolder.contents.map(\.name) == ["Child 1", "Ideas", "Recording 1"])
        let renamed = try library.edit(.rename(uuid: uuid, name: "Zeta"), in: &document)
        #expect(renamed == .renamed(parentUUID: root, childUUID: uuid, oldIndex: 1, newIndex: 2))
        let removed = library.removeItem(TestingStore.uuid1, in: &document)
        #expect(removed == .removed(parentUUID: root, childUUID: TestingStore.uuid1, oldIndex: 0))
        #expect(document[TestingStore.uuid4] == nil, "a folder goes with everything in it")
        #expect(document == RecordingsDocument(root: library.store.rootFolder), "the values match the store")
    }

    @Test mutating func refusedAndImpossibleEditsChangeNothing() throws {
        let before = document
        #expect(throws: NameError.empty) {
            try library.edit(.addFolder(name: " ", uuid: UUID(), parentUUID: document.rootUUID), in: &document)
        }
        #expect(
            try library.edit(.addFolder(name: "X", uuid: UUID(), parentUUID: TestingStore.uuid5), in: &document) == nil)
        #expect(library.removeItem(document.rootUUID, in: &document) == nil, "the root stays")
        #expect(try library.edit(.rename(uuid: TestingStore.uuid3, name: "Recording 1"), in: &document) == nil)
        #expect(document == before)
    }

    @Test mutating func editsChangeOnlyWhatChangedAndFollowAStoreTheyFellOutOfStepWith() throws {
        let root = document.rootUUID
        let first = UUID()
        let second = UUID()
        _ = try library.edit(.addRecording(name: "Same", uuid: first, parentUUID: root), in: &document)
        _ = try library.edit(.addRecording(name: "Same", uuid: second, parentUUID: root), in: &document)
        _ = try library.edit(.rename(uuid: first, name: "Samf"), in: &document)
        _ = try library.edit(.rename(uuid: first, name: "Same"), in: &document)
        #expect(document.folder(root).map { Array($0.childUUIDs) } == library.store.rootFolder.contents.map(\.uuid))
        #expect(document == RecordingsDocument(root: library.store.rootFolder), "the values match the store")
        // An item the store got without the values: the next edit of the folder takes the store's order.
        #expect(library.store.rootFolder.add(Recording(name: "Aside", uuid: UUID())))
        _ = try library.edit(.addFolder(name: "Ideas", uuid: UUID(), parentUUID: root), in: &document)
        #expect(document.folder(root).map { Array($0.childUUIDs) } == library.store.rootFolder.contents.map(\.uuid))
        // A name the store got without the values: renaming to it names the values too.
        let recording = try #require(library.store.rootFolder.contents.first { $0.uuid == TestingStore.uuid3 })
        try recording.setName("Renamed Aside")
        let renamed = try library.edit(.rename(uuid: TestingStore.uuid3, name: "Renamed Aside"), in: &document)
        let index = try #require(library.store.rootFolder.contents.firstIndex { $0 === recording })
        #expect(renamed == .renamed(parentUUID: root, childUUID: TestingStore.uuid3, oldIndex: index, newIndex: index))
        #expect(document[TestingStore.uuid3]?.name == "Renamed Aside")
        #expect(document.folder(root).map { Array($0.childUUIDs) } == library.store.rootFolder.contents.map(\.uuid))
    }

    @Test func theDocumentHoldsTheWholeTreeAndAFoldersChildrenInTheStoresOrder() {
        let root = document.rootUUID
        #expect(document.items.count == 5, "the root and the four items below it, at every depth")
        #expect(document[TestingStore.uuid2]?.parentUUID == TestingStore.uuid1)
        #expect(document[TestingStore.uuid4]?.parentUUID == TestingStore.uuid1)
        #expect(document.children(of: root).map(\.uuid) == [TestingStore.uuid1, TestingStore.uuid3])
        #expect(document.children(of: TestingStore.uuid1).map(\.name) == ["Child 2", "Recording 2"])
        #expect(document.children(of: TestingStore.uuid2).isEmpty, "an empty folder")
        #expect(document.children(of: TestingStore.uuid3).isEmpty, "a recording has no children")
        #expect(document.children(of: TestingStore.uuid5).isEmpty, "no such item")
        var missing = document
        missing.items[TestingStore.uuid3] = nil
        #expect(
            missing.children(of: root).map(\.uuid) == [TestingStore.uuid1],
            "a child the document does not hold is left out, not a hole")
    }

    @Test func theDocumentRoundTripsThroughJSONAndRefusesItemsUnderTheWrongKey() throws {
        let data = try JSONEncoder().encode(document)
        #expect(try JSONDecoder().decode(RecordingsDocument.self, from: data) == document)
        let wrong = #"{"rootUUID":"00000000-0000-0000-0000-000000000009","items":{}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RecordingsDocument.self, from: Data(wrong.utf8))
        }
    }
}
