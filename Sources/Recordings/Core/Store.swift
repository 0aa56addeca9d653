public import Foundation
public import Services

/// The recordings library: the root folder, its persistence, and its change notifications (the book's
/// `Store`).
///
/// A store with a directory keeps the tree as a snapshot, the JSON document `store.json`, plus a journal of
/// the changes made since, `store.journal` (one compact record per change, see ``StoreCompaction`` for
/// when it is folded into a new snapshot), and each recording's audio beside them as `<UUID>.wav`,
/// addressed only by the recording's UUID. Opening the store replays the journal onto the snapshot, so
/// every reader of the library goes through a store. A store without a directory
/// (``inMemory(placeholder:)``) never writes its tree and hands every recording the same placeholder audio.
///
/// Contract:
/// - Every mutation (``Folder/add(_:)``, ``Folder/remove(_:)``, ``Item/setName(_:)``) is saved durably,
///   at a cost in proportion to the change (one record appended and flushed to the journal, or the whole
///   snapshot written atomically when it is small or the journal has grown), and only then posts one
///   ``StoreChange`` to the observers (the book's rule: save before notify). A crash keeps every change
///   that was posted. Nothing is written before the first mutation.
/// - A failed save does not undo the mutation or stop the notification (views stay in step with the
///   model); it is recorded in ``lastSaveError`` and reported to ``onSaveError`` before the change is
///   posted. The next successful save (any mutation, or ``saveNow()``) writes the complete tree.
/// - A lock file stops a second store, in this or another process, from opening the same directory.
/// - An unreadable document is moved aside, never overwritten; the store starts empty and says so in
///   ``loadNotice``. An unreadable journal (a record that does not decode or does not apply) is moved
///   aside the same way; the store starts from the snapshot, which is kept, and says so in ``loadNotice``.
/// - Replay is idempotent: the snapshot names the last change it holds (`journalSequence`), replay skips
///   the records up to it, so a crash between writing a folded snapshot and emptying the journal applies
///   nothing twice; a record that does not follow its predecessor's number makes the journal unreadable.
/// - The lock covers the snapshot and the journal.
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
    /// The journal's file name inside the store's directory: the changes since the snapshot.
    public nonisolated static let journalName = "store.journal"
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
    private let journal: JournalFile?
    private let compaction: StoreCompaction
    /// The number of the last change saved or replayed.
    private var sequence = 0
    /// The size of `store.json` as last written or read; nil when there is none.
    private var snapshotSize: Int?
    private let recordEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    private let lock: FileLock?
    private var givenPlaceholder: URL?
    private var generatedPlaceholder: URL?
    private let observers = ObserverList<StoreChange>()

    /// Opens the library in `url`, creating the directory when needed; with `url` nil, makes an empty
    /// in-memory store (the book's test store).
    ///
    /// - Parameters:
    ///   - placeholder: for in-memory stores, the audio file every recording plays; by default a generated
    ///     WAV of ``placeholderDuration`` seconds in the temporary directory.
    ///   - compaction: when the journal is folded into a new snapshot.
    /// - Throws: ``PersistenceError`` `.locked` when another store (in any process) has the library open,
    ///   `.directoryUnavailable` when the directory cannot be created, `.readFailed` when the document or
    ///   journal exists but cannot be read, `.writeFailed` when an unreadable file cannot be moved aside.
    public convenience init(
        url: URL?, placeholder: URL? = nil, compaction: StoreCompaction = .standard
    ) throws(PersistenceError) {
        guard let url else {
            self.init(
                root: Folder(name: "", uuid: UUID()), baseURL: nil, document: nil, journal: nil,
                compaction: compaction, lock: nil, notice: nil)
            givenPlaceholder = placeholder
            return
        }
        try DataDirectory.ensureExists(url)
        let file = DocumentFile(url: url.appendingPathComponent(Self.documentName))
        let journal = JournalFile(url: url.appendingPathComponent(Self.journalName))
        let lock = try FileLock(for: file.url)
        let loaded = try Self.load(document: file, journal: journal)
        self.init(
            root: loaded.root, baseURL: url, document: file, journal: journal, compaction: compaction, lock: lock,
            notice: loaded.notice)
        sequence = loaded.sequence
        snapshotSize = loaded.snapshotSize
    }

    /// What opening a library found: the tree with the journal replayed, and what is on disk.
    private struct Loaded {
        var root: Folder
        var sequence = 0
        var snapshotSize: Int?
        var notice: StoreLoadNotice?
    }

    /// Reads the snapshot, replays the journal onto it, and keeps aside whichever does not read.
    private static func load(document file: DocumentFile, journal: JournalFile) throws(PersistenceError) -> Loaded {
        var size = 0
        let snapshot: StoreDocument?
        switch try file.load(decode: { data in
            size = data.count
            return try StoreDocument.decode(data)
        }) {
        case .missing:
            snapshot = nil
        case .loaded(let document):
            snapshot = document
        case .unreadable(let keptAt, let reason):
            // The journal's changes apply to the unreadable tree only: keep it aside too.
            _ = try journal.moveAside()
            return Loaded(
                root: Folder(name: "", uuid: UUID()),
                notice: StoreLoadNotice(keptAt: keptAt, reason: reason, part: .document))
        }
        let root = snapshot.map { Folder(record: $0.root) } ?? Folder(name: "", uuid: UUID())
        var loaded = Loaded(root: root, sequence: snapshot?.sequence ?? 0, snapshotSize: snapshot == nil ? nil : size)
        let records = try journal.load()
        guard !records.isEmpty else { return loaded }
        do {
            loaded.sequence = try replay(records, onto: root, after: loaded.sequence)
        } catch {
            // NB: the journal was just read, so there is a file to keep.
            let keptAt = try journal.moveAside() ?? journal.url
            loaded.root = snapshot.map { Folder(record: $0.root) } ?? Folder(name: "", uuid: UUID())
            loaded.sequence = snapshot?.sequence ?? 0
            loaded.notice = StoreLoadNotice(keptAt: keptAt, reason: error.description, part: .journal)
        }
        return loaded
    }

    /// Applies the records numbered after `sequence` to `root`, in order.
    ///
    /// - Returns: the number of the last record applied (or `sequence`).
    /// - Throws: ``StoreJournalError`` when a record does not decode, is out of order or does not apply.
    private static func replay(
        _ records: [Data], onto root: Folder, after sequence: Int
    ) throws(StoreJournalError)
        -> Int
    {
        var index: [UUID: Item] = [:]
        StoreJournalRecord.register(root, in: &index)
        let decoder = JSONDecoder()
        var last = sequence
        for (offset, data) in records.enumerated() {
            let record: StoreJournalRecord
            do {
                record = try decoder.decode(StoreJournalRecord.self, from: data)
            } catch {
                throw StoreJournalError(problem: "line \(offset + 1) is not a change")
            }
            // Folded into the snapshot already (a crash between writing it and emptying the journal).
            if record.sequence <= sequence { continue }
            // Each change is numbered one more than the one before it: a gap is a lost record.
            guard record.sequence == last + 1 else {
                throw StoreJournalError(sequence: record.sequence, problem: "does not follow change \(last)")
            }
            try record.apply(index: &index)
            last = record.sequence
        }
        return last
    }

    /// Makes an empty store that never writes its tree (for tests and previews).
    ///
    /// - Parameter placeholder: the audio every recording plays; see ``init(url:placeholder:)``.
    public static func inMemory(placeholder: URL? = nil) -> Store {
        let store = Store(
            root: Folder(name: "", uuid: UUID()), baseURL: nil, document: nil, journal: nil, compaction: .standard,
            lock: nil, notice: nil)
        store.givenPlaceholder = placeholder
        return store
    }

    private init(
        root: Folder, baseURL: URL?, document: DocumentFile?, journal: JournalFile?, compaction: StoreCompaction,
        lock: FileLock?, notice: StoreLoadNotice?
    ) {
        self.rootFolder = root
        self.baseURL = baseURL
        self.document = document
        self.journal = journal
        self.compaction = compaction
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
            // NB: `isDirectory: false`: without it Foundation asks the file system whether the name is a
            // directory, a `stat` for every recording a delete or a player touches.
            return baseURL.appendingPathComponent(
                "\(recording.uuid.uuidString).\(Self.audioFileExtension)", isDirectory: false)
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

    /// Folds the journal into a new snapshot, then releases the library's lock so another store (a
    /// relaunch, another process) can open it; apps call it when they terminate. A fold that fails is
    /// reported like any save error (``lastSaveError``, ``onSaveError``); the journal then still holds the
    /// changes. Later mutations still change the tree and post their changes, but are not saved: each
    /// reports a `.writeFailed` ``PersistenceError`` instead, since another store may own the document by
    /// then. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        if let journal, journal.recordCount > 0 || lastSaveError != nil {
            do {
                try saveNow()
                lastSaveError = nil
            } catch {
                lastSaveError = error
                onSaveError?(error)
            }
        }
        isClosed = true
        journal?.close()
        lock?.unlock()
    }

    /// Writes the whole tree now as a new snapshot and empties the journal; use it to retry after
    /// ``lastSaveError`` (for example once disk space was freed). Does nothing for an in-memory store.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the document cannot be written or the store was
    ///   closed.
    public func saveNow() throws(PersistenceError) {
        guard let document, let baseURL else { return }
        guard !isClosed else {
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the library was closed"))
        }
        let data: Data
        do {
            data = try StoreDocument(root: FolderRecord(rootFolder), sequence: sequence).encoded()
        } catch {
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the library could not be encoded"))
        }
        try document.save(data)
        snapshotSize = data.count
        try emptyJournal(in: baseURL)
    }

    /// Removes the journal once a snapshot holds its changes: the snapshot's name is flushed first, so a
    /// power cut cannot keep the emptied journal without the new snapshot. A journal left behind by a crash
    /// is harmless: its records are numbered at most the snapshot's sequence and are skipped.
    private func emptyJournal(in directory: URL) throws(PersistenceError) {
        guard let journal, FileManager.default.fileExists(atPath: journal.url.path) else { return }
        try DataDirectory.flush(directory)
        journal.close()
        do {
            try FileManager.default.removeItem(at: journal.url)
        } catch {
            try journal.removeAll()
            return
        }
        _ = try journal.load()
    }

    /// Saves one change: appends its record to the journal, or writes a new snapshot when the policy says
    /// so or an earlier save failed (the journal then lacks that change).
    private func record(_ change: StoreChange) throws(PersistenceError) {
        guard let document, let journal else { return }
        guard !isClosed else {
            throw PersistenceError(.writeFailed(path: document.url.path, reason: "the library was closed"))
        }
        sequence += 1
        if lastSaveError != nil
            || compaction.shouldFold(snapshotSize: snapshotSize, journalSize: journal.byteCount, recordCount: 0)
        {
            try saveNow()
            return
        }
        let data: Data
        do {
            data = try recordEncoder.encode(StoreJournalRecord(change, sequence: sequence))
        } catch {
            throw PersistenceError(.writeFailed(path: journal.url.path, reason: "the change could not be encoded"))
        }
        if compaction.shouldFold(
            snapshotSize: snapshotSize, journalSize: journal.byteCount + data.count + 1,
            recordCount: journal.recordCount + 1)
        {
            try saveNow()
        } else {
            try journal.append(data)
        }
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
            try record(change)
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
