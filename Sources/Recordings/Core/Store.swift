public import Foundation
public import Services

/// The recordings library: the root folder, its persistence, and its change notifications (the book's
/// `Store`).
///
/// A store with a directory keeps the whole tree in one JSON document, `store.json`, and each recording's
/// audio beside it as `<UUID>.wav`, addressed only by the recording's UUID. A store without a directory
/// (``inMemory(placeholder:)``) never writes its tree and hands every recording the same placeholder audio.
///
/// Contract:
/// - Every mutation (``Folder/add(_:)``, ``Folder/remove(_:)``, ``Item/setName(_:)``) saves the whole
///   document atomically and only then posts one ``StoreChange`` to the observers (the book's rule: save
///   before notify). Nothing is written before the first mutation.
/// - A failed save does not undo the mutation or stop the notification (views stay in step with the
///   model); it is recorded in ``lastSaveError`` and reported to ``onSaveError`` before the change is
///   posted. The next successful save (any mutation, or ``saveNow()``) writes the complete tree.
/// - A lock file stops a second store, in this or another process, from opening the same directory.
/// - An unreadable document is moved aside, never overwritten; the store starts empty and says so in
///   ``loadNotice``.
/// - Reentrancy: observers run synchronously, in registration order. A mutation made by an observer is
///   saved and delivered at once (nested), as with `NotificationCenter`; the outer delivery then resumes
///   with its remaining observers. Observers added during a delivery get the next change, not the current
///   one; observers cancelled during a delivery are not called for it.
///
/// ```swift
/// let store = try Store(url: dataDirectory)
/// if let notice = store.loadNotice { showAlert(notice.message) }
/// observation = store.addObserver { change in print(change.reason, change.newIndex as Any) }
/// store.rootFolder.add(Folder(name: "Ideas", uuid: UUID()))
/// ```
@MainActor
public final class Store {
    /// The document's file name inside the store's directory.
    public nonisolated static let documentName = "store.json"
    /// The audio files' extension.
    public nonisolated static let audioFileExtension = "wav"
    /// The length of the placeholder audio that in-memory stores generate.
    public nonisolated static let placeholderDuration: TimeInterval = 5

    /// The directory holding the document and audio files; nil for an in-memory store.
    public let baseURL: URL?
    /// The top of the tree; its name is empty and it has no parent.
    public let rootFolder: Folder
    /// Set when the document could not be read and was kept aside; show its message once.
    public let loadNotice: StoreLoadNotice?
    /// The error of the most recent save, or nil when it succeeded (or nothing was saved yet).
    public private(set) var lastSaveError: PersistenceError?
    /// Called with each save error, before the change that caused the save is posted.
    public var onSaveError: (@MainActor (PersistenceError) -> Void)?

    private let document: DocumentFile?
    private let lock: FileLock?
    private var givenPlaceholder: URL?
    private var generatedPlaceholder: URL?
    private let observers = ObserverList<StoreChange>()

    /// Opens the library in `url`, creating the directory when needed; with `url` nil, makes an empty
    /// in-memory store (the book's test store).
    ///
    /// - Parameter placeholder: for in-memory stores, the audio file every recording plays; by default a
    ///   generated WAV of ``placeholderDuration`` seconds in the temporary directory.
    /// - Throws: ``PersistenceError`` `.locked` when another store (in any process) has the library open,
    ///   `.directoryUnavailable` when the directory cannot be created, `.readFailed` when the document
    ///   exists but cannot be read, `.writeFailed` when an unreadable document cannot be moved aside.
    public convenience init(url: URL?, placeholder: URL? = nil) throws(PersistenceError) {
        guard let url else {
            self.init(root: Folder(name: "", uuid: UUID()), baseURL: nil, document: nil, lock: nil, notice: nil)
            givenPlaceholder = placeholder
            return
        }
        try DataDirectory.ensureExists(url)
        let file = DocumentFile(url: url.appendingPathComponent(Self.documentName))
        let lock = try FileLock(for: file.url)
        var notice: StoreLoadNotice?
        let root: Folder
        switch try file.load(decode: StoreDocument.decode) {
        case .missing:
            root = Folder(name: "", uuid: UUID())
        case .loaded(let document):
            root = Folder(record: document.root)
        case .unreadable(let keptAt, let reason):
            root = Folder(name: "", uuid: UUID())
            notice = StoreLoadNotice(keptAt: keptAt, reason: reason)
        }
        self.init(root: root, baseURL: url, document: file, lock: lock, notice: notice)
    }

    /// Makes an empty store that never writes its tree (for tests and previews).
    ///
    /// - Parameter placeholder: the audio every recording plays; see ``init(url:placeholder:)``.
    public static func inMemory(placeholder: URL? = nil) -> Store {
        let store = Store(
            root: Folder(name: "", uuid: UUID()), baseURL: nil, document: nil, lock: nil, notice: nil)
        store.givenPlaceholder = placeholder
        return store
    }

    private init(root: Folder, baseURL: URL?, document: DocumentFile?, lock: FileLock?, notice: StoreLoadNotice?) {
        self.rootFolder = root
        self.baseURL = baseURL
        self.document = document
        self.lock = lock
        self.loadNotice = notice
        root.store = self
    }

    isolated deinit {
        if let generatedPlaceholder {
            try? FileManager.default.removeItem(at: generatedPlaceholder.deletingLastPathComponent())
        }
    }

    /// The item at `uuidPath` (root UUID first), or nil when any component does not exist.
    public func item(atUUIDPath uuidPath: [UUID]) -> Item? {
        rootFolder.item(atUUIDPath: uuidPath[...])
    }

    /// The audio file of `recording`: `<directory>/<UUID>.wav`, or the placeholder for an in-memory store
    /// (nil only when the placeholder cannot be generated). The file need not exist yet: recorders write it.
    public func fileURL(for recording: Recording) -> URL? {
        if let baseURL {
            return baseURL.appendingPathComponent("\(recording.uuid.uuidString).\(Self.audioFileExtension)")
        }
        return placeholder
    }

    /// The audio in-memory stores hand out for every recording; nil for stores with a directory.
    ///
    /// Unless one was given, the first use generates a WAV in a directory of its own under the temporary
    /// directory, removed when the store is released; nil if it cannot be written.
    public var placeholder: URL? {
        guard baseURL == nil else { return nil }
        if let givenPlaceholder { return givenPlaceholder }
        if let generatedPlaceholder { return generatedPlaceholder }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("apparch-placeholder-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("placeholder.\(Self.audioFileExtension)")
        do {
            let samples = try WAVFile.tone(frequency: 440, duration: Self.placeholderDuration, amplitude: 0.1)
            try WAVFile.write(samples: samples, to: url)
        } catch {
            return nil
        }
        generatedPlaceholder = url
        return url
    }

    /// Whether the audio of a recording just removed from the tree stays on disk (given the recording's
    /// UUID): set by an app whose history can bring removed recordings back (MVC+VS time travel), which
    /// then deletes the file with ``removeFile(for:)`` once nothing needs it. Nil deletes it at once.
    public var keepsAudioOfRemovedRecording: (@MainActor (UUID) -> Bool)?

    /// Deletes the audio file of `recording`, if it has one in this store's directory.
    ///
    /// The placeholder is never deleted. A file that is already gone is fine; a file that cannot be
    /// deleted stays behind as an orphan (no recording refers to it, so nothing is lost).
    public func removeFile(for recording: Recording) {
        guard baseURL != nil, let url = fileURL(for: recording) else { return }
        try? FileManager.default.removeItem(at: url)
    }

    /// Whether ``close()`` was called: the lock is released and the document is no longer written.
    public private(set) var isClosed = false

    /// Releases the library's lock so another store (a relaunch, another process) can open it; apps call
    /// it when they terminate. Later mutations still change the tree and post their changes, but are not
    /// saved: each reports a `.writeFailed` ``PersistenceError`` instead, since another store may own the
    /// document by then. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        lock?.unlock()
    }

    /// Writes the whole tree now; use it to retry after ``lastSaveError`` (for example once disk space was
    /// freed). Does nothing for an in-memory store.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the document cannot be written or the store was
    ///   closed.
    public func saveNow() throws(PersistenceError) {
        guard let document else { return }
        guard !isClosed else {
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the library was closed"))
        }
        let data: Data
        do {
            data = try StoreDocument(root: FolderRecord(rootFolder)).encoded()
        } catch {
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the library could not be encoded"))
        }
        try document.save(data)
    }

    /// Registers `handler` for every ``StoreChange``, until the returned token is cancelled or released.
    ///
    /// Keep the token: dropping it unregisters the observer at once.
    public func addObserver(_ handler: @escaping @MainActor (StoreChange) -> Void) -> StoreObservation {
        observers.add(handler)
    }

    /// The number of registered, live observers (for tests and leak checks).
    public var observerCount: Int {
        observers.count
    }

    /// Saves, records any error, then posts `change`: the one path every mutation takes.
    func save(_ change: StoreChange) {
        do {
            try saveNow()
            lastSaveError = nil
        } catch {
            lastSaveError = error
            onSaveError?(error)
        }
        post(change)
    }

    private func post(_ change: StoreChange) {
        observers.notify(change)
    }
}
