public import Foundation
public import Services

/// Owns the app state, the list of items, and its storage: the article's model controller.
///
/// Clients read ``items`` but cannot change it; they call intent methods (``addItem(_:)``,
/// ``toggleCompletion(at:)``, ``removeItem(at:)``), so the insertion logic lives in one place.
///
/// NB: the article saves only when the app goes to the background or quits, which an iOS app reliably
/// does. A web host process can be killed without either event (a crash, `SIGKILL`, a power cut), and the
/// article's design then loses every change since launch. So each intent also saves the list atomically;
/// the app delegate still calls ``save()`` on background and quit, as the article says. A failed save
/// leaves the change in memory (the next save writes it) and is reported to ``onSaveError``.
///
/// Every intent tells the observers registered with ``addObserver(_:)`` what changed, so every window of
/// the app (every browser tab) shows the one list at once: the article's screens shared one state
/// controller within one window; the observers make that hold across windows too.
///
/// The list is stored as JSON in `items.json` in the data directory, written atomically. A file that
/// cannot be read is moved aside, never overwritten, and ``loadProblem`` says where it went. While a
/// controller is alive it holds a lock on the file, so a second process cannot write the same list.
@MainActor
public final class StateController {
    /// The file name of the list inside the data directory.
    public static let fileName = "items.json"

    /// The items, in insertion order.
    public private(set) var items: [ToDoItem] = []
    /// What went wrong when loading, if anything; the app shows it.
    public private(set) var loadProblem: String?
    /// Where the list is stored.
    public let fileURL: URL
    /// Told when saving a change failed; the change stays in memory and the next save retries.
    public var onSaveError: (@MainActor (PersistenceError) -> Void)?

    private let observers = ObserverList<ListChange>()
    private let document: DocumentFile
    private let lock: FileLock
    private let clock: any Clock

    /// Loads the list from `directory`, taking the file's lock.
    ///
    /// - Throws: ``PersistenceError`` when another process holds the lock, or the file exists but
    ///   cannot be read or moved aside (nothing is written then).
    public init(directory: URL, clock: any Clock) throws(PersistenceError) {
        fileURL = directory.appendingPathComponent(Self.fileName)
        document = DocumentFile(url: fileURL)
        lock = try FileLock(for: fileURL)
        self.clock = clock
        let decoder = JSONDecoder()
        switch try document.load(decode: { try decoder.decode([ToDoItem].self, from: $0) }) {
        case .missing:
            items = []
        case .loaded(let stored):
            items = stored
        case .unreadable(let keptAt, let reason):
            items = []
            loadProblem =
                "Your to-do list could not be read (\(reason)). It was kept as \(keptAt.lastPathComponent) "
                + "and the app started with an empty list."
        }
    }

    /// Calls `handler` after every change of the list, until the returned token is cancelled or released.
    public func addObserver(_ handler: @escaping @MainActor (ListChange) -> Void) -> ListObservation {
        observers.add(handler)
    }

    /// Tells the observers, after the change was made and saved.
    private func notify(_ change: ListChange) {
        observers.notify(change)
    }

    /// Appends `item` at the end of the list.
    public func addItem(_ item: ToDoItem) {
        items.append(item)
        saveChange()
        notify(.inserted(index: items.count - 1))
    }

    /// Creates an item named `name`, not completed, dated now, and appends it.
    @discardableResult
    public func addItem(named name: String) -> ToDoItem {
        let item = ToDoItem(name: name, completed: false, creationDate: clock.now)
        addItem(item)
        return item
    }

    /// Flips the completion of the item at `index`; out-of-range indexes are ignored.
    public func toggleCompletion(at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].completed.toggle()
        saveChange()
        notify(.updated(index: index))
    }

    /// Removes the item at `index`; out-of-range indexes are ignored.
    public func removeItem(at index: Int) {
        guard items.indices.contains(index) else { return }
        items.remove(at: index)
        saveChange()
        notify(.removed(index: index))
    }

    /// Releases the file's lock; the app calls it when it quits, after saving. Further saves still write
    /// the file but no longer keep other processes out.
    public func close() {
        lock.unlock()
    }

    /// Saves after a change, reporting a failure instead of throwing it at the view that asked.
    private func saveChange() {
        do {
            try save()
        } catch {
            onSaveError?(error)
        }
    }

    /// Writes the list to its file atomically.
    ///
    /// - Throws: ``PersistenceError`` when the file cannot be written; the previous file is untouched.
    public func save() throws(PersistenceError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(items)
        } catch {
            throw PersistenceError(.writeFailed(path: fileURL.path, reason: "the list could not be encoded"))
        }
        try document.save(data)
    }
}
