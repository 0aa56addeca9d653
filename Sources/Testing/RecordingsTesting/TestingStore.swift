public import Foundation
public import RecordingsCore

/// The book's test fixture (`constructTestingStore`), shared by every Recordings test target.
///
/// The tree, sorted by name:
/// ```
/// root
/// ├── 📁 Child 1        (uuid1)
/// │   ├── 📁 Child 2    (uuid2)
/// │   └── 🔊 Recording 2 (uuid4)
/// └── 🔊 Recording 1    (uuid3)
/// ```
/// ``uuid5`` is declared but unused, as in the book.
public enum TestingStore {
    /// The UUID of "Child 1".
    public static let uuid1 = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
    /// The UUID of "Child 2".
    public static let uuid2 = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2))
    /// The UUID of "Recording 1".
    public static let uuid3 = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3))
    /// The UUID of "Recording 2".
    public static let uuid4 = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4))
    /// A UUID that no item has.
    public static let uuid5 = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5))

    /// Fills `store`'s root folder with the fixture tree (the root must be empty for the indices above).
    ///
    /// - Returns: "Child 1" and "Child 2", which the MVVM tests use directly.
    @MainActor
    @discardableResult
    public static func populate(_ store: Store) -> (childFolder1: Folder, childFolder2: Folder) {
        let childFolder1 = Folder(name: "Child 1", uuid: uuid1)
        store.rootFolder.add(childFolder1)
        let childFolder2 = Folder(name: "Child 2", uuid: uuid2)
        childFolder1.add(childFolder2)
        store.rootFolder.add(Recording(name: "Recording 1", uuid: uuid3))
        childFolder1.add(Recording(name: "Recording 2", uuid: uuid4))
        return (childFolder1, childFolder2)
    }
}

/// The book's `constructTestingStore()`: an in-memory store holding the ``TestingStore`` tree, whose
/// recordings all play the generated placeholder audio.
@MainActor
public func constructTestingStore() -> Store {
    let store = Store.inMemory()
    TestingStore.populate(store)
    return store
}
