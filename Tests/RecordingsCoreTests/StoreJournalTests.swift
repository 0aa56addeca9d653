import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TestSupport
import Testing

/// The journal beside the snapshot: each change costs one appended record, durable before it is posted,
/// replayed at the next open, folded when it grows and at close.
@MainActor @Suite struct StoreJournalTests {
    /// A policy that journals every change once a snapshot exists (tests use tiny libraries).
    static let journaling = StoreCompaction(minimumSnapshotSize: 0, journalShare: 1_000, maximumRecords: 1_000)

    func outline(_ folder: Folder, depth: Int = 0) -> [String] {
        var lines = ["\(depth) folder \(folder.name) \(folder.uuid)"]
        for item in folder.contents {
            #expect(item.parent === folder, "parent link of \(item.name)")
            if let child = item as? Folder {
                lines += outline(child, depth: depth + 1)
            } else {
                lines.append("\(depth + 1) recording \(item.name) \(item.uuid)")
            }
        }
        return lines
    }

    func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    func journalURL(_ directory: TemporaryDirectory) -> URL {
        directory.url.appendingPathComponent(Store.journalName)
    }

    func documentURL(_ directory: TemporaryDirectory) -> URL {
        directory.url.appendingPathComponent(Store.documentName)
    }

    /// Opens a journaling store, makes a snapshot (the first change) and then `changes` more, and drops the
    /// store without closing it (as a crash would); returns the tree's outline.
    func makeLibraryWithJournal(in directory: TemporaryDirectory) throws -> [String] {
        let store = try Store(url: directory.url, compaction: Self.journaling)
        TestingStore.populate(store)
        let extra = Folder(name: "Extra", uuid: UUID())
        extra.add(Recording(name: "Inside", uuid: UUID()))
        store.rootFolder.add(extra)
        extra.add(Recording(name: "Deep", uuid: UUID()))
        try store.rootFolder.contents[0].setName("Renamed")
        store.rootFolder.remove(try #require(store.rootFolder.contents.first { $0.name == "Recording 1" }))
        #expect(store.lastSaveError == nil)
        return outline(store.rootFolder)
    }

    @Test func aChangeIsInTheJournalWhenObserversHearOfIt() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url, compaction: Self.journaling)
        store.rootFolder.add(Folder(name: "First", uuid: UUID()))
        #expect(directory.fileNames() == ["store.json", "store.json.lock"], "the first change writes the snapshot")
        var seen: [String] = []
        let observation = store.addObserver { [self] change in
            let journal = text(journalURL(directory))
            let uuid = change.item.uuid.uuidString
            seen.append(journal.contains(uuid) ? "journaled" : "missing")
            #expect(!text(documentURL(directory)).contains(uuid), "the snapshot is not rewritten")
        }
        let second = Folder(name: "Second", uuid: UUID())
        store.rootFolder.add(second)
        try second.setName("Third")
        store.rootFolder.remove(second)
        #expect(seen == ["journaled", "journaled", "journaled"])
        #expect(observation.isActive)
        #expect(text(journalURL(directory)).split(separator: "\n").count == 3)
        store.close()
    }

    @Test func theJournalIsReplayedAtTheNextOpen() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let before = try makeLibraryWithJournal(in: directory)
        #expect(FileManager.default.fileExists(atPath: journalURL(directory).path))
        let reopened = try Store(url: directory.url, compaction: Self.journaling)
        defer { reopened.close() }
        #expect(reopened.loadNotice == nil)
        #expect(outline(reopened.rootFolder) == before)
        #expect(before.count == 7)
        // Replayed items belong to the store: their changes are saved too.
        let deep = try #require(reopened.rootFolder.contents.compactMap { $0 as? Folder }.first { $0.name == "Extra" })
        #expect(deep.store === reopened)
        try deep.setName("Extra 2")
        #expect(reopened.lastSaveError == nil)
    }

    @Test func aTornLastRecordIsCutAndTheRestReplayed() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let before = try makeLibraryWithJournal(in: directory)
        let handle = try FileHandle(forWritingTo: journalURL(directory))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"operation":"remove","sequ"#.utf8))
        try handle.close()
        let reopened = try Store(url: directory.url, compaction: Self.journaling)
        defer { reopened.close() }
        #expect(reopened.loadNotice == nil)
        #expect(outline(reopened.rootFolder) == before)
        #expect(text(journalURL(directory)).hasSuffix("}\n"))
    }

    @Test func aCrashBetweenSnapshotAndJournalResetAppliesNothingTwice() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let before = try makeLibraryWithJournal(in: directory)
        let journal = try Data(contentsOf: journalURL(directory))
        do {
            let store = try Store(url: directory.url, compaction: Self.journaling)
            try store.saveNow()
            #expect(!FileManager.default.fileExists(atPath: journalURL(directory).path))
            #expect(outline(store.rootFolder) == before)
        }
        // The journal as a crash before its reset leaves it: every record is already in the snapshot
        // (replayed again, "add Extra" would reuse a UUID and the removed recording would be gone twice).
        try journal.write(to: journalURL(directory))
        let reopened = try Store(url: directory.url, compaction: Self.journaling)
        #expect(reopened.loadNotice == nil)
        #expect(outline(reopened.rootFolder) == before)
        // Later changes are numbered after the folded ones and replay in turn.
        try reopened.rootFolder.contents[0].setName("After the crash")
        let after = outline(reopened.rootFolder)
        reopened.close()
        let again = try Store(url: directory.url, compaction: Self.journaling)
        defer { again.close() }
        #expect(again.loadNotice == nil)
        #expect(outline(again.rootFolder) == after)
    }

    @Test(arguments: ["not json", "unknown parent", "gap"])
    func anUnreadableJournalIsKeptAsideAndTheSnapshotKept(kind: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        // The snapshot of four changes (folded by saveNow).
        let (snapshotOutline, rootUUID) = try {
            let store = try Store(url: directory.url, compaction: Self.journaling)
            TestingStore.populate(store)
            try store.saveNow()
            return (outline(store.rootFolder), store.rootFolder.uuid)
        }()
        let snapshot = try Data(contentsOf: documentURL(directory))
        #expect(String(decoding: snapshot, as: UTF8.self).contains(#""journalSequence" : 4"#))
        func add(to parent: UUID, sequence: Int) -> String {
            #"{"operation":"add","parent":"\#(parent)","recording":{"name":"Lost","uuid":"\#(UUID())"},"sequence":\#(sequence)}"#
                + "\n"
        }
        let bad =
            switch kind {
            case "not json": "not json\n"
            case "unknown parent": add(to: UUID(), sequence: 5)
            default: add(to: rootUUID, sequence: 5) + add(to: rootUUID, sequence: 7)
            }
        let journal = Data(bad.utf8)
        try journal.write(to: journalURL(directory))
        let store = try Store(url: directory.url, compaction: Self.journaling)
        let notice = try #require(store.loadNotice)
        #expect(notice.part == .journal)
        #expect(notice.keptAt.lastPathComponent.hasPrefix("store.journal.unreadable-"))
        #expect(try Data(contentsOf: notice.keptAt) == journal)
        #expect(notice.message.contains(notice.keptAt.path))
        #expect(notice.message.contains("as it was last saved in full"))
        let reasons = [
            "not json": "line 1 is not a change", "unknown parent": "change 5 adds to a folder that does not exist",
            "gap": "change 7 does not follow change 5",
        ]
        #expect(notice.reason.contains(reasons[kind] ?? kind))
        #expect(outline(store.rootFolder) == snapshotOutline)
        #expect(try Data(contentsOf: documentURL(directory)) == snapshot, "the snapshot is kept")
        #expect(!FileManager.default.fileExists(atPath: journalURL(directory).path))
        // New changes go to a new journal and never touch the kept file.
        store.rootFolder.add(Folder(name: "New", uuid: UUID()))
        #expect(store.lastSaveError == nil)
        #expect(try Data(contentsOf: notice.keptAt) == journal)
        store.close()
    }

    @Test func closeFoldsTheJournalIntoTheSnapshot() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url, compaction: Self.journaling)
        TestingStore.populate(store)
        store.rootFolder.add(Folder(name: "Journaled", uuid: UUID()))
        #expect(text(journalURL(directory)).contains("Journaled"))
        #expect(!text(documentURL(directory)).contains("Journaled"))
        let before = outline(store.rootFolder)
        store.close()
        #expect(directory.fileNames() == ["store.json", "store.json.lock"])
        #expect(text(documentURL(directory)).contains("Journaled"))
        let reopened = try Store(url: directory.url, compaction: Self.journaling)
        defer { reopened.close() }
        #expect(outline(reopened.rootFolder) == before)
    }

    @Test func aGrownJournalIsFoldedIntoANewSnapshot() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let policy = StoreCompaction(minimumSnapshotSize: 0, journalShare: 1_000, maximumRecords: 3)
        let store = try Store(url: directory.url, compaction: policy)
        defer { store.close() }
        store.rootFolder.add(Folder(name: "Snapshot", uuid: UUID()))
        for number in 1...3 {
            store.rootFolder.add(Folder(name: "Folder \(number)", uuid: UUID()))
            #expect(text(journalURL(directory)).split(separator: "\n").count == number)
        }
        #expect(!text(documentURL(directory)).contains("Folder 3"))
        store.rootFolder.add(Folder(name: "Folder 4", uuid: UUID()))
        #expect(!FileManager.default.fileExists(atPath: journalURL(directory).path), "folded at the fourth record")
        #expect(text(documentURL(directory)).contains("Folder 4"))
        // Grown in bytes: a journal may hold a quarter of the snapshot under the standard share.
        let share = StoreCompaction(minimumSnapshotSize: 0, journalShare: 0.25, maximumRecords: 1_000)
        let directory2 = TemporaryDirectory()
        defer { directory2.remove() }
        let sized = try Store(url: directory2.url, compaction: share)
        defer { sized.close() }
        for number in 0..<40 { sized.rootFolder.add(Recording(name: "Recording \(number)", uuid: UUID())) }
        let snapshotSize = try Data(contentsOf: documentURL(directory2)).count
        let journalSize = (try? Data(contentsOf: journalURL(directory2)).count) ?? 0
        #expect(journalSize <= snapshotSize / 4 + 1)
        #expect(text(documentURL(directory2)).contains("Recording 3"), "folded more than once")
    }

    @Test func aChangeAfterCloseStillReportsAWriteFailure() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url, compaction: Self.journaling)
        TestingStore.populate(store)
        store.rootFolder.add(Folder(name: "Journaled", uuid: UUID()))
        store.close()
        var errors: [PersistenceError] = []
        store.onSaveError = { errors.append($0) }
        store.rootFolder.add(Folder(name: "Too late", uuid: UUID()))
        guard case .writeFailed(_, let reason)? = errors.first?.code else {
            Issue.record("expected .writeFailed, got \(errors)")
            return
        }
        #expect(reason.contains("closed"))
        #expect(!FileManager.default.fileExists(atPath: journalURL(directory).path))
        #expect(!text(documentURL(directory)).contains("Too late"))
    }

    @Test func anUnreadableDocumentKeepsItsJournalAsideToo() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        _ = try makeLibraryWithJournal(in: directory)
        try Data("{ damaged".utf8).write(to: documentURL(directory))
        let store = try Store(url: directory.url, compaction: Self.journaling)
        defer { store.close() }
        let notice = try #require(store.loadNotice)
        #expect(notice.part == .document)
        #expect(store.rootFolder.contents.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: journalURL(directory).path))
        #expect(directory.fileNames().contains { $0.hasPrefix("store.journal.unreadable-") })
    }
}
