public import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An append-only file of records beside a document: a change costs one appended line and one flush,
/// whatever the document's size.
///
/// A document kept as a snapshot plus a journal writes the snapshot rarely (when the journal has grown, or
/// at close) and appends each change in between. This type owns the bytes; the owner owns the records'
/// meaning and the folding.
///
/// Contract:
/// - Each record is one line: its bytes must not contain a newline (compact JSON never does).
/// - ``append(_:)`` returns only after the record is flushed to disk (`fsync`), so a change is durable
///   when its owner tells anyone of it. Records appended together with ``append(contentsOf:flush:)`` share
///   one flush.
/// - ``append(contentsOf:flush:)`` with `flush: false` writes without flushing, for records the owner can
///   rebuild after a power cut (the kernel keeps them across a crash of the process); ``flush()`` makes
///   them durable later, and several such records share that one flush.
/// - A crash can leave at most the last record half written. ``load()`` drops such a torn tail and cuts it
///   off the file, so later records never glue onto it.
/// - A snapshot and its journal are two files, so a crash between writing a new snapshot and
///   ``removeAll()`` leaves records the snapshot already holds. Owners make replay idempotent: number
///   the records and store the last folded number in the snapshot, and skip what it covers.
/// - Files are readable and writable by their owner only (`0600`).
///
/// ```swift
/// let journal = JournalFile(url: directory.appendingPathComponent("store.journal"))
/// for record in try journal.load() { apply(try decoder.decode(Change.self, from: record)) }
/// try journal.append(try encoder.encode(change))
/// if journal.byteCount > snapshotSize / 4 { try saveSnapshot(); try journal.removeAll() }
/// ```
public final class JournalFile {
    /// The journal's location.
    public let url: URL
    /// The bytes the journal holds now (after ``load()`` or the first append).
    public private(set) var byteCount = 0
    /// The records the journal holds now.
    public private(set) var recordCount = 0
    /// Whether records were appended without a flush since the last one.
    public private(set) var hasUnflushedRecords = false

    private var descriptor: Int32 = -1

    /// Makes a handle for the journal at `url`; nothing is opened until ``load()`` or an append.
    public init(url: URL) {
        self.url = url
    }

    deinit {
        close()
    }

    /// Reads every complete record, oldest first, cutting a torn last record off the file; no file is no
    /// records.
    ///
    /// - Throws: ``PersistenceError`` `.readFailed` when the file exists but cannot be read, `.writeFailed`
    ///   when a torn tail cannot be cut off (then nothing must be appended).
    public func load() throws(PersistenceError) -> [Data] {
        close()
        guard FileManager.default.fileExists(atPath: url.path) else {
            byteCount = 0
            recordCount = 0
            return []
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PersistenceError(.readFailed(path: url.path, reason: error.localizedDescription))
        }
        var records: [Data] = []
        var start = data.startIndex
        var end = start
        while let newline = data[start...].firstIndex(of: Self.newline) {
            if newline > start { records.append(data[start..<newline]) }
            start = data.index(after: newline)
            end = start
        }
        let complete = end - data.startIndex
        if complete < data.count {
            try openForAppending()
            guard ftruncate(descriptor, off_t(complete)) == 0, fsync(descriptor) == 0 else {
                let reason = FileDescriptor.systemMessage()
                close()
                throw PersistenceError(
                    .writeFailed(path: url.path, reason: "could not cut a torn record off: \(reason)"))
            }
        }
        byteCount = complete
        recordCount = records.count
        return records
    }

    /// Appends `record` as one line and flushes it to disk before returning.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the record holds a newline or cannot be written
    ///   or flushed; the journal then holds the records before it, and at most a torn tail ``load()`` cuts.
    public func append(_ record: Data) throws(PersistenceError) {
        try append(contentsOf: [record])
    }

    /// Appends `records` in order, one line each, with one flush for all of them (and for any record
    /// written before without one), or with none when `flush` is false.
    ///
    /// - Throws: ``PersistenceError`` as ``append(_:)``.
    public func append(contentsOf records: [Data], flush: Bool = true) throws(PersistenceError) {
        guard !records.isEmpty else { return }
        var bytes = Data()
        bytes.reserveCapacity(records.reduce(records.count) { $0 + $1.count })
        for record in records {
            guard !record.contains(Self.newline) else {
                throw PersistenceError(.writeFailed(path: url.path, reason: "a journal record held a line break"))
            }
            bytes.append(record)
            bytes.append(Self.newline)
        }
        try openForAppending()
        let failure =
            flush
            ? FileDescriptor.writeAndSync(bytes, to: descriptor) : FileDescriptor.writeAll(bytes, to: descriptor)
        if let failure {
            // What was written may end mid-record: cut back to the last complete record now, so the next
            // append starts a line of its own (load() would cut it too).
            _ = ftruncate(descriptor, off_t(byteCount))
            throw PersistenceError(.writeFailed(path: url.path, reason: failure))
        }
        byteCount += bytes.count
        recordCount += records.count
        hasUnflushedRecords = !flush
    }

    /// Flushes the records appended without one to disk; nothing when there are none.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the flush fails (the records then may not
    ///   survive a power cut; they are still in the file).
    public func flush() throws(PersistenceError) {
        guard hasUnflushedRecords else { return }
        // A closed descriptor is opened again: a flush covers the file's bytes, whichever descriptor wrote them.
        try openForAppending()
        guard fsync(descriptor) == 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        hasUnflushedRecords = false
    }

    /// Empties the journal once its records are folded into the snapshot.
    ///
    /// - Throws: ``PersistenceError`` `.writeFailed` when the file cannot be emptied.
    public func removeAll() throws(PersistenceError) {
        try openForAppending()
        guard ftruncate(descriptor, 0) == 0, fsync(descriptor) == 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        byteCount = 0
        recordCount = 0
        hasUnflushedRecords = false
    }

    /// Moves the journal to `<name>.unreadable-<timestamp>` beside it (``DocumentFile/moveAside(_:now:)``)
    /// and starts an empty one: what an owner does with a journal whose records it cannot use, so that
    /// nothing appends to them and the counts describe the new, empty journal.
    ///
    /// - Returns: where the journal was kept; nil when there was no file.
    /// - Throws: ``PersistenceError`` `.writeFailed` when the file cannot be moved.
    public func moveAside(now: Date = Date()) throws(PersistenceError) -> URL? {
        close()
        byteCount = 0
        recordCount = 0
        hasUnflushedRecords = false
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try DocumentFile.moveAside(url, now: now)
    }

    /// Closes the file; a later append opens it again.
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    private static let newline = UInt8(ascii: "\n")

    private func openForAppending() throws(PersistenceError) {
        guard descriptor < 0 else { return }
        let directory = url.deletingLastPathComponent()
        try DataDirectory.ensureExists(directory)
        let existed = FileManager.default.fileExists(atPath: url.path)
        let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let reason = FileDescriptor.systemMessage()
            throw PersistenceError(.writeFailed(path: url.path, reason: reason))
        }
        descriptor = fd
        if !existed {
            // A new file's name is durable only once its directory is flushed.
            let directoryDescriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                _ = fsync(directoryDescriptor)
                Glibc.close(directoryDescriptor)
            }
        }
    }
}
