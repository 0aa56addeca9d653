public import Foundation
public import Services

/// The one launch path of the Recordings app, shared by every pattern's app delegate: opens the library
/// (store), picks the audio backend, seeds the sample library when asked, and gathers the problems a
/// person must be told about (an unreadable library kept aside, samples that could not be written, a
/// save that failed).
///
/// An app delegate opens one library, tells it how to show a problem (``reportProblem``), and shows the
/// launch problems in its first window (``takePendingNotices()``); the rest is the pattern's own
/// construction. RecordingsUI does both for every pattern (`RecordingsLibrary(environment:)`, and
/// `RecordingsWindows`, which becomes the library's ``reportProblem``):
///
/// ```swift
/// let library = try RecordingsLibrary(environment: environment)
/// let windows = RecordingsWindows<SharedPlayer>(library: library)
/// ```
@MainActor
public final class RecordingsLibrary {
    /// The library's store.
    public let store: Store
    /// Makes players and recorders.
    public let audio: any AudioBackend
    /// The run loop and timers.
    public let clock: any Clock
    /// Shows a problem to the person; set by the app delegate. Problems reported before it is set wait in
    /// the pending notices.
    public var reportProblem: (@MainActor (String) -> Void)?
    private var pendingNotices: [String] = []
    private var closeHandlers: [@MainActor () -> Void] = []

    /// Opens the library in `dataDirectory`, seeding the samples when asked and the library is empty.
    ///
    /// - Parameters:
    ///   - audio: the host's audio backend (the browser's); nil uses a simulated one on `clock`.
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(
        dataDirectory: URL, clock: any Clock, audio: (any AudioBackend)?, seedSampleData: Bool
    ) throws(PersistenceError) {
        let store = try Store(url: dataDirectory)
        self.init(store: store, audio: audio ?? SimulatedAudioBackend(clock: clock), clock: clock)
        if let notice = store.loadNotice {
            pendingNotices.append(notice.message)
        } else {
            // NB: a take that was recorded but never named belongs to no recording; a process that died
            // while the name prompt was up left it behind. Only a library that loaded whole can say which
            // files are orphans. Takes whose audio a stop kept from arriving are settled first, so their
            // late files count as orphans too.
            let removed = settlePendingAudio()
            if !removed.isEmpty {
                let names = removed.map { "“\($0)”" }.joined(separator: ", ")
                pendingNotices.append(
                    "\(names) \(removed.count == 1 ? "was" : "were") removed: the app stopped before the "
                        + "recording's audio was stored. Record it again.")
            }
            removeOrphanedAudio()
        }
        if seedSampleData, store.rootFolder.contents.isEmpty {
            do {
                try SampleLibrary.seed(into: store)
            } catch {
                pendingNotices.append(error.description)
            }
        }
    }

    /// Wraps an open store (tests use the book's in-memory testing store).
    public init(store: Store, audio: any AudioBackend, clock: any Clock) {
        self.store = store
        self.audio = audio
        self.clock = clock
        store.onSaveError = { [weak self] error in self?.report(error.description) }
    }

    /// The problems found before a window could show them; each is returned once.
    public func takePendingNotices() -> [String] {
        defer { pendingNotices = [] }
        return pendingNotices
    }

    /// Tells the person about `message` through ``reportProblem``, or keeps it for the next window.
    public func report(_ message: String) {
        if let reportProblem { reportProblem(message) } else { pendingNotices.append(message) }
    }

    /// The item with `uuid` anywhere in the library.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func item(withUUID uuid: UUID) -> Item? {
        Self.find(uuid, in: store.rootFolder)
    }

    private static func find(_ uuid: UUID, in folder: Folder) -> Item? {
        if folder.uuid == uuid { return folder }
        for item in folder.contents {
            if item.uuid == uuid { return item }
            if let child = item as? Folder, let found = find(uuid, in: child) { return found }
        }
        return nil
    }

    /// Runs `handler` when the library closes, before anything else: work that must end while the library
    /// is still open (a sync with a server saves its queue). Handlers run once, in the order added.
    public func onClose(_ handler: @escaping @MainActor () -> Void) {
        closeHandlers.append(handler)
    }

    /// Runs the ``onClose(_:)`` handlers, removes the takes whose audio never arrived
    /// (``settlePendingAudio()``) and those that were never named (the record scene is never restored), then
    /// releases the library's lock, so a relaunch or another process can open it.
    public func close() {
        let handlers = closeHandlers
        closeHandlers = []
        for handler in handlers { handler() }
        if !store.isClosed, store.loadNotice == nil {
            settlePendingAudio()
            removeOrphanedAudio()
        }
        store.close()
    }

    /// Settles what uploads that never finished left (see ``PendingAudio``): a recording whose audio was
    /// marked as on its way and never arrived is removed from its folder, so the library lists no take
    /// without audio; marks and partial uploads are deleted. A marked file that did arrive keeps its
    /// recording.
    ///
    /// - Returns: the names of the recordings removed.
    @discardableResult
    public func settlePendingAudio() -> [String] {
        guard let directory = store.baseURL else { return [] }
        var names: [String] = []
        _ = PendingAudio.settle(in: directory, hasItem: { item(withUUID: $0) is Recording }) { uuid in
            guard let recording = item(withUUID: uuid) as? Recording, let folder = recording.parent else { return }
            names.append(recording.name)
            folder.remove(recording)
        }
        return names
    }

    /// Deletes the audio files in the library's folder that no recording refers to: takes that were
    /// recorded but never named. Files of other kinds are left alone.
    ///
    /// - Returns: the names of the files removed.
    @discardableResult
    public func removeOrphanedAudio() -> [String] {
        guard let directory = store.baseURL else { return [] }
        var kept: Set<String> = []
        func collect(_ folder: Folder) {
            for item in folder.contents {
                if let recording = item as? Recording {
                    kept.insert("\(recording.uuid.uuidString).\(Store.audioFileExtension)".lowercased())
                } else if let child = item as? Folder {
                    collect(child)
                }
            }
        }
        collect(store.rootFolder)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            return []
        }
        var removed: [String] = []
        for name in names where Self.isAudioFileName(name) && !kept.contains(name.lowercased()) {
            do {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                removed.append(name)
            } catch {
                report("The unnamed recording \(name) could not be removed (\(error.localizedDescription)).")
            }
        }
        return removed
    }

    /// Whether `name` is a recording's audio file name: `<UUID>.wav`.
    static func isAudioFileName(_ name: String) -> Bool {
        let suffix = ".\(Store.audioFileExtension)"
        guard name.lowercased().hasSuffix(suffix) else { return false }
        return UUID(uuidString: String(name.dropLast(suffix.count))) != nil
    }
}
