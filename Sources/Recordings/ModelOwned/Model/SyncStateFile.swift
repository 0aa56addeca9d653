public import Foundation
public import Services

/// Where the model-owned client keeps its ``SyncState``: a snapshot, `sync.json`, and a journal beside it,
/// `sync.journal`, of the changes made since (``SyncChange``), one record per save.
///
/// A save appends one record (``record(_:)``), whatever the queue's length, and does not wait for the disk:
/// the record outlives a crash of the process at once (the kernel holds it), and ``flush()``, which the
/// client calls a moment later, makes it and the records before it survive a power cut with one sync
/// between them. A power cut in between loses at most those records, and nothing of the person's: the
/// document was synced before the change was heard of, and the comparison at start queues again what
/// the document holds and the queue does not (``SyncQueue``'s `compare`). The snapshot is rewritten
/// (``compact(_:)``) when the journal has grown past the snapshot's size (so the rewrite's cost is spread
/// over as many bytes of changes), and when the client stops. Records are numbered, and the snapshot holds
/// the number of the last one it folded in (``SyncState/journalSequence``), so a crash between writing the
/// snapshot and emptying the journal replays nothing twice. A journal that cannot be read is kept aside
/// with a message (the comparison at start then finds what it held); its torn last record, the trace of a
/// crash mid-append, is cut off silently.
public final class SyncStateFile {
    /// The journal's name in the library's directory.
    public static let journalName = "sync.journal"
    /// The journal's size below which the snapshot is never rewritten.
    public static let minimumCompactionBytes = 256 * 1024

    /// What ``load()`` found.
    public struct Loaded {
        /// The state, with the journal replayed; nil when nothing was saved (or it was unreadable).
        public var state: SyncState?
        /// What the person should be told (a file kept aside).
        public var notices: [String]
    }

    /// One journal record: the changes of one save.
    private struct Record: Codable {
        var sequence: Int
        var changes: [SyncChange]
    }

    /// The snapshot.
    public let snapshot: DocumentFile
    /// The journal.
    public let journal: JournalFile
    /// The number of the last record written or read.
    public private(set) var sequence = 0
    private var snapshotBytes = 0

    /// A handle on the state files in `directory`; nothing is read until ``load()``.
    public init(directory: URL) {
        snapshot = DocumentFile(url: directory.appendingPathComponent(SyncState.fileName))
        journal = JournalFile(url: directory.appendingPathComponent(Self.journalName))
    }

    /// Whether the journal has grown enough that rewriting the snapshot costs less than replaying it.
    public var needsCompaction: Bool {
        journal.byteCount >= max(Self.minimumCompactionBytes, snapshotBytes)
    }

    /// Reads the snapshot and replays the journal's records it does not hold.
    ///
    /// An unreadable snapshot is kept aside (and so is the journal, whose changes mean nothing without
    /// it); an unreadable journal is kept aside and the snapshot alone is used.
    ///
    /// - Throws: ``PersistenceError`` when a file exists but cannot be read or moved aside.
    public func load(now: Date = Date()) throws(PersistenceError) -> Loaded {
        var notices: [String] = []
        var state: SyncState?
        switch try snapshot.load(now: now, decode: SyncState.decode) {
        case .missing: break
        case .loaded(let loaded): state = loaded
        case .unreadable(let keptAt, let reason):
            notices.append(
                "The list of changes waiting for the server could not be read (\(reason)); it was kept as "
                    + "\(keptAt.lastPathComponent). Changes here are compared with the server again.")
            if let kept = try journal.moveAside(now: now) {
                notices.append("Its journal of later changes was kept as \(kept.lastPathComponent).")
            }
            sequence = 0
            return Loaded(state: nil, notices: notices)
        }
        snapshotBytes = (try? FileManager.default.attributesOfItem(atPath: snapshot.url.path)[.size] as? Int) ?? 0
        sequence = state?.journalSequence ?? 0
        let records: [Record]
        do {
            let decoder = JSONDecoder()
            records = try journal.load().map { try decoder.decode(Record.self, from: $0) }
        } catch {
            let reason = (error as? PersistenceError).map { "\($0)" } ?? "a record is not valid"
            if let kept = try journal.moveAside(now: now) {
                notices.append(
                    "The journal of changes waiting for the server could not be read (\(reason)); it was kept as "
                        + "\(kept.lastPathComponent). Changes here are compared with the server again.")
            }
            return Loaded(state: state, notices: notices)
        }
        let fresh = records.filter { $0.sequence > sequence }
        if !fresh.isEmpty, var replayed = state {
            Self.replay(fresh.flatMap(\.changes), into: &replayed)
            state = replayed
        }
        sequence = max(sequence, records.map(\.sequence).max() ?? 0)
        return Loaded(state: state, notices: notices)
    }

    /// Appends `changes` as one record, without waiting for the disk (see ``flush()``); nothing when there
    /// are none.
    ///
    /// - Throws: ``PersistenceError`` when the record cannot be written: the state on disk then lacks
    ///   these changes, and the next save must be a ``compact(_:)``.
    public func record(_ changes: [SyncChange]) throws(PersistenceError) {
        guard !changes.isEmpty else { return }
        let data: Data
        do {
            data = try JSONEncoder().encode(Record(sequence: sequence + 1, changes: changes))
        } catch {
            throw PersistenceError(.writeFailed(path: journal.url.path, reason: "\(error)"))
        }
        try journal.append(contentsOf: [data], flush: false)
        sequence += 1
    }

    /// Whether records were written since the last flush.
    public var needsFlush: Bool { journal.hasUnflushedRecords }

    /// Syncs the records written since the last flush to disk, with one sync for all of them.
    ///
    /// - Throws: ``PersistenceError`` when the sync fails: the records are in the file, but a power cut
    ///   may lose them, and the next save must be a ``compact(_:)``.
    public func flush() throws(PersistenceError) {
        try journal.flush()
    }

    /// Writes `state` as the snapshot, holding every record so far, then empties the journal.
    ///
    /// - Throws: ``PersistenceError`` when the snapshot cannot be written (the journal is kept) or the
    ///   journal cannot be emptied (the snapshot says which records it holds, so none replays twice).
    public func compact(_ state: SyncState) throws(PersistenceError) {
        var state = state
        state.journalSequence = sequence
        let data: Data
        do {
            data = try state.encoded()
        } catch {
            throw PersistenceError(.writeFailed(path: snapshot.url.path, reason: "\(error)"))
        }
        try snapshot.save(data)
        snapshotBytes = data.count
        try journal.removeAll()
    }

    /// Applies `changes`, oldest first, to `state` (what ``load()`` does with the journal's records).
    public static func replay(_ changes: [SyncChange], into state: inout SyncState) {
        var confirmed = Dictionary(state.confirmed.map { ($0.uuid, $0) }, uniquingKeysWith: { _, last in last })
        for change in changes {
            switch change {
            case .queued(let item):
                state.pending.append(item)
                state.nextID = max(state.nextID, item.id + 1)
            case .renamed(let id, let name):
                if let index = state.pending.firstIndex(where: { $0.id == id }) { state.pending[index].name = name }
            case .dropped(let ids):
                let ids = Set(ids)
                state.pending.removeAll { ids.contains($0.id) }
            case .confirmed(let item):
                confirmed[item.uuid] = item
            case .forgotten(let uuids):
                for uuid in uuids { confirmed[uuid] = nil }
            case .serverRoot(let root, let forgetConfirmed):
                state.serverRoot = root
                if forgetConfirmed { confirmed = [:] }
            }
        }
        state.confirmed = confirmed.values.sorted { $0.uuid.uuidString < $1.uuid.uuidString }
    }
}
