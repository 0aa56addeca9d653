import Foundation
import Services
import TestSupport
import Testing

struct JournalFileTests {
    private func lines(_ strings: String...) -> [Data] {
        strings.map { Data($0.utf8) }
    }

    @Test func appendedRecordsLoadInOrderInAFreshHandle() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let url = directory.url.appendingPathComponent("store.journal")
        let journal = JournalFile(url: url)
        try journal.append(Data("one".utf8))
        try journal.append(contentsOf: lines("two", "three"))
        #expect(journal.recordCount == 3)
        #expect(journal.byteCount == 14)
        journal.close()

        let reopened = JournalFile(url: url)
        #expect(try reopened.load() == lines("one", "two", "three"))
        #expect(reopened.recordCount == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func recordsWrittenWithoutAFlushAreInTheFileAndShareTheNextFlush() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let url = directory.url.appendingPathComponent("store.journal")
        let journal = JournalFile(url: url)
        try journal.append(contentsOf: lines("one"), flush: false)
        try journal.append(contentsOf: lines("two"), flush: false)
        #expect(journal.hasUnflushedRecords)
        #expect(try JournalFile(url: url).load() == lines("one", "two"), "another handle reads them at once")
        journal.close()
        try journal.flush()
        #expect(!journal.hasUnflushedRecords, "a closed journal is opened again to flush")
        try journal.append(contentsOf: lines("three"), flush: false)
        try journal.append(Data("four".utf8))
        #expect(!journal.hasUnflushedRecords, "a flushing append covers the records before it")
        #expect(try JournalFile(url: url).load() == lines("one", "two", "three", "four"))
    }

    @Test func aMissingJournalLoadsEmptyAndWritesNothing() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let journal = JournalFile(url: directory.url.appendingPathComponent("store.journal"))
        #expect(try journal.load().isEmpty)
        #expect(directory.fileNames().isEmpty)
    }

    @Test func aTornLastRecordIsCutOffSoTheNextAppendStartsItsOwnLine() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let url = directory.url.appendingPathComponent("store.journal")
        try Data("one\ntwo\nthr".utf8).write(to: url)

        let journal = JournalFile(url: url)
        #expect(try journal.load() == lines("one", "two"))
        try journal.append(Data("four".utf8))
        journal.close()

        #expect(try String(contentsOf: url, encoding: .utf8) == "one\ntwo\nfour\n")
        #expect(try JournalFile(url: url).load() == lines("one", "two", "four"))
    }

    @Test func aRecordWithALineBreakIsRefusedAndNothingIsWritten() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let url = directory.url.appendingPathComponent("store.journal")
        let journal = JournalFile(url: url)
        try journal.append(Data("one".utf8))
        #expect(throws: PersistenceError.self) {
            try journal.append(contentsOf: lines("two", "three\nfour"))
        }
        journal.close()
        #expect(try JournalFile(url: url).load() == lines("one"))
    }

    @Test func removeAllEmptiesTheJournalAndAppendsGoOn() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let url = directory.url.appendingPathComponent("store.journal")
        let journal = JournalFile(url: url)
        try journal.append(contentsOf: lines("one", "two"))
        try journal.removeAll()
        #expect(journal.byteCount == 0)
        try journal.append(Data("three".utf8))
        journal.close()
        #expect(try JournalFile(url: url).load() == lines("three"))
    }

    @Test func anUnwritableLocationIsAWriteFailure() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let blocker = directory.url.appendingPathComponent("blocker")
        try Data("a file where a folder should be".utf8).write(to: blocker)
        let journal = JournalFile(url: blocker.appendingPathComponent("store.journal"))
        #expect(throws: PersistenceError.self) {
            try journal.append(Data("one".utf8))
        }
    }

    @Test func aJournalMovedAsideIsKeptWholeAndTheNextOneStartsEmpty() throws {
        let directory = TemporaryDirectory(prefix: "apparch-journal")
        let journal = JournalFile(url: directory.url.appendingPathComponent("store.journal"))
        #expect(try journal.moveAside() == nil)
        try journal.append(contentsOf: lines("one", "two"))
        let kept = try #require(try journal.moveAside(now: Date(timeIntervalSince1970: 1_000)))
        #expect(kept.lastPathComponent == "store.journal.unreadable-1000")
        #expect(try Data(contentsOf: kept) == Data("one\ntwo\n".utf8))
        #expect(journal.byteCount == 0)
        #expect(journal.recordCount == 0)
        try journal.append(Data("three".utf8))
        #expect(journal.recordCount == 1)
        #expect(try journal.load() == lines("three"))
        journal.close()
    }
}
