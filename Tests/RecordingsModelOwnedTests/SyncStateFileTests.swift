import Foundation
import RecordingsModelOwned
import RecordingsRemote
import Services
import Testing

/// The model-owned client's state on disk: a snapshot and a journal of the changes since.
@Suite struct SyncStateFileTests {
    let root = UUID()
    let server = "http://127.0.0.1:8081/"

    func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// A queue that knows the server's root, its state written as `file`'s snapshot.
    func startedQueue(_ file: SyncStateFile) throws -> SyncQueue {
        var state = SyncState(server: server, localRoot: root)
        state.serverRoot = UUID()
        let queue = SyncQueue(loaded: state, server: server, localRoot: root, isNewLibrary: false)
        _ = try file.load()
        try file.compact(queue.saved)
        return queue
    }

    func create(_ name: String, in queue: inout SyncQueue, file: SyncStateFile) throws {
        _ = queue.handle(.created([LocalItem(uuid: UUID(), name: name, isFolder: true, parentPath: [root])]))
        try file.record(queue.takeChanges())
    }

    func names(_ state: SyncState?) -> [String] {
        (state?.pending ?? []).map(\.name)
    }

    @Test func theJournalReplaysAfterReopening() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            try create("A", in: &queue, file: file)
            try create("B", in: &queue, file: file)
            _ = queue.handle(.sendFinished(id: try #require(queue.inFlight), .success(.applied)))
            try file.record(queue.takeChanges())
            let reopened = try SyncStateFile(directory: directory).load()
            #expect(reopened.notices.isEmpty)
            #expect(reopened.state == queue.saved)
            #expect(names(reopened.state) == ["B"])
        }
    }

    @Test func aChangeAppendsOneRecordOfItsOwnSizeAndLeavesTheSnapshot() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            let snapshot = try Data(contentsOf: file.snapshot.url)
            var sizes: [Int] = []
            for index in 0..<1_000 {
                let before = file.journal.byteCount
                try create(String(format: "Folder %04d", index), in: &queue, file: file)
                sizes.append(file.journal.byteCount - before)
            }
            #expect(file.journal.recordCount == 1_000)
            // The record's number and the change's id grow by a digit now and then; nothing else may grow.
            let spread = (sizes.max() ?? 0) - (sizes.min() ?? 0)
            #expect(spread < 16, "the 1,000th change writes about what the first did: \(Set(sizes))")
            #expect(try Data(contentsOf: file.snapshot.url) == snapshot, "the snapshot is not rewritten")
            #expect(names(try SyncStateFile(directory: directory).load().state).count == 1_000)
        }
    }

    @Test func recordsWaitForOneFlushAndASnapshotNeedsNone() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            #expect(!file.needsFlush)
            try create("A", in: &queue, file: file)
            try create("B", in: &queue, file: file)
            #expect(file.needsFlush, "written, not yet synced")
            #expect(names(try SyncStateFile(directory: directory).load().state) == ["A", "B"], "yet in the file")
            try file.flush()
            #expect(!file.needsFlush)
            try create("C", in: &queue, file: file)
            try file.compact(queue.saved)
            #expect(!file.needsFlush, "the snapshot is synced and the journal emptied")
        }
    }

    @Test func aTornLastRecordIsCutAndTheRestReplays() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            try create("A", in: &queue, file: file)
            try create("B", in: &queue, file: file)
            let whole = file.journal.byteCount
            let handle = try FileHandle(forWritingTo: file.journal.url)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(#"{"sequence":3,"changes":[{"queued":{"_0":{"id"#.utf8))
            try handle.close()
            let reopened = try SyncStateFile(directory: directory).load()
            #expect(reopened.notices.isEmpty, "a torn tail is a crash mid-append, not damage")
            #expect(names(reopened.state) == ["A", "B"])
            #expect(try Data(contentsOf: file.journal.url).count == whole, "the torn record was cut off")
        }
    }

    @Test func aCrashBetweenTheSnapshotAndEmptyingTheJournalReplaysNothingTwice() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            try create("A", in: &queue, file: file)
            try create("B", in: &queue, file: file)
            let journal = try Data(contentsOf: file.journal.url)
            try file.compact(queue.saved)
            // The crash: the new snapshot is written, the journal still holds what it folded in.
            try journal.write(to: file.journal.url)
            let reopenedFile = SyncStateFile(directory: directory)
            let reopened = try reopenedFile.load()
            #expect(names(reopened.state) == ["A", "B"], "each change once")
            var again = SyncQueue(loaded: reopened.state, server: server, localRoot: root, isNewLibrary: false)
            let sent = again.handle(.started).compactMap {
                if case .send(let change, _) = $0 { change.name } else { nil }
            }
            #expect(sent == ["A"])
            _ = again.handle(.sendFinished(id: try #require(again.inFlight), .success(.applied)))
            _ = again.handle(.sendFinished(id: try #require(again.inFlight), .success(.applied)))
            #expect(again.pending.isEmpty, "nothing is sent twice")
            // Records written after the reopening follow the folded ones, so they replay.
            try reopenedFile.record(again.takeChanges())
            #expect(names(try SyncStateFile(directory: directory).load().state).isEmpty)
        }
    }

    @Test func anUnreadableJournalIsKeptAsideWithAMessage() throws {
        try withDirectory { directory in
            let file = SyncStateFile(directory: directory)
            var queue = try startedQueue(file)
            try create("A", in: &queue, file: file)
            let handle = try FileHandle(forWritingTo: file.journal.url)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("not a record\n".utf8))
            try handle.close()
            try create("B", in: &queue, file: file)
            let reopened = try SyncStateFile(directory: directory).load(now: Date(timeIntervalSince1970: 1_000))
            #expect(reopened.notices.count == 1)
            #expect(
                reopened.notices.first?.contains("kept as sync.journal.unreadable-1000") == true, "\(reopened.notices)")
            #expect(names(reopened.state).isEmpty, "the snapshot alone: the comparison at start finds the rest")
            let kept = directory.appendingPathComponent("sync.journal.unreadable-1000")
            #expect(FileManager.default.fileExists(atPath: kept.path))
            #expect(!FileManager.default.fileExists(atPath: file.journal.url.path))
        }
    }

    @Test func aSnapshotWrittenBeforeTheJournalExistedStillReads() throws {
        try withDirectory { directory in
            let old =
                #"{"confirmed":[],"localRoot":"\#(root.uuidString)","nextID":3,"pending":[],"server":"\#(server)","version":1}"#
            try Data(old.utf8).write(to: directory.appendingPathComponent(SyncState.fileName))
            let loaded = try SyncStateFile(directory: directory).load()
            #expect(loaded.state?.nextID == 3)
            #expect(loaded.state?.journalSequence == 0)
        }
    }
}
