import Foundation
import Services
import Testing

/// A fresh temporary directory, removed when the test ends.
private final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("apparch-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func contents(_ subdirectory: String? = nil) throws -> [String] {
        let directory = subdirectory.map { url.appendingPathComponent($0) } ?? url
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}

private struct Document: Codable, Equatable {
    var items: [String]
}

struct PersistenceTests {
    // MARK: AtomicFile

    @Test func atomicWritesReplaceTheFileAndLeaveNothingElse() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("store.json")
        try AtomicFile.write(Data("one".utf8), to: file)
        try AtomicFile.write(Data("two".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try directory.contents() == ["store.json"])
    }

    @Test func atomicWritesCreateTheParentDirectory() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("a/b/store.json")
        try AtomicFile.write(Data("x".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
    }

    @Test func aFailedWriteLeavesNoPartialFile() throws {
        let directory = try TemporaryDirectory()
        // NB: a non-empty directory where the file should go makes the final rename fail.
        let blocked = directory.url.appendingPathComponent("store.json", isDirectory: true)
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: blocked.appendingPathComponent("inside"))

        let error = try #require(throws: PersistenceError.self) {
            try AtomicFile.write(Data("new".utf8), to: directory.url.appendingPathComponent("store.json"))
        }
        guard case .writeFailed(let path, _) = error.code else {
            Issue.record("expected writeFailed, got \(error)")
            return
        }
        #expect(path.hasSuffix("store.json"))
        #expect(error.description.contains("nothing was overwritten"))
        #expect(try directory.contents() == ["store.json"])
        #expect(try directory.contents("store.json") == ["inside"])
    }

    // MARK: FileLock

    @Test func aSecondLockOnTheSameDocumentConflictsEvenInOneProcess() throws {
        let directory = try TemporaryDirectory()
        let document = directory.url.appendingPathComponent("store.json")
        let first = try FileLock(for: document)
        #expect(first.url.lastPathComponent == "store.json.lock")
        let pid = ProcessInfo.processInfo.processIdentifier
        #expect(try String(contentsOf: first.url, encoding: .utf8) == "\(pid)\n")

        let error = try #require(throws: PersistenceError.self) { _ = try FileLock(for: document) }
        #expect(error.code == .locked(path: document.path, holder: "process \(pid)"))
        #expect(error.description.contains("is open in another apparch process (held by process \(pid))"))

        first.unlock()
        let again = try FileLock(for: document)
        again.unlock()
    }

    @Test func releasingALockByDeinitialisationFreesTheDocument() throws {
        let directory = try TemporaryDirectory()
        let document = directory.url.appendingPathComponent("store.json")
        do {
            let lock = try FileLock(for: document)
            _ = lock.url
        }
        let next = try FileLock(for: document)
        next.unlock()
        next.unlock()
    }

    @Test func locksOnDifferentDocumentsDoNotConflict() throws {
        let directory = try TemporaryDirectory()
        let a = try FileLock(for: directory.url.appendingPathComponent("a.json"))
        let b = try FileLock(for: directory.url.appendingPathComponent("b.json"))
        a.unlock()
        b.unlock()
    }

    // MARK: DocumentFile

    @Test func aMissingDocumentLoadsAsMissingAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(url: directory.url.appendingPathComponent("store.json"))
        let result = try file.load { try JSONDecoder().decode(Document.self, from: $0) }
        guard case .missing = result else {
            Issue.record("expected missing, got \(result)")
            return
        }
        #expect(try directory.contents() == [])
    }

    @Test func aSavedDocumentLoads() throws {
        let directory = try TemporaryDirectory()
        let file = DocumentFile(url: directory.url.appendingPathComponent("store.json"))
        try file.save(try JSONEncoder().encode(Document(items: ["milk"])))
        let result = try file.load { try JSONDecoder().decode(Document.self, from: $0) }
        guard case .loaded(let document) = result else {
            Issue.record("expected loaded, got \(result)")
            return
        }
        #expect(document == Document(items: ["milk"]))
    }

    @Test func anUnreadableDocumentIsKeptAsideAndNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("store.json")
        let file = DocumentFile(url: url)
        try Data("{not json".utf8).write(to: url)
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        let result = try file.load(now: now) { try JSONDecoder().decode(Document.self, from: $0) }
        guard case .unreadable(let kept, let reason) = result else {
            Issue.record("expected unreadable, got \(result)")
            return
        }
        #expect(kept.lastPathComponent == "store.json.unreadable-1700000000")
        #expect(reason.hasPrefix("the data is not valid"))
        #expect(!FileManager.default.fileExists(atPath: url.path))

        try file.save(try JSONEncoder().encode(Document(items: [])))
        #expect(try String(contentsOf: kept, encoding: .utf8) == "{not json")

        try Data("{\"items\": 3}".utf8).write(to: url)
        let second = try file.load(now: now) { try JSONDecoder().decode(Document.self, from: $0) }
        guard case .unreadable(let keptAgain, let secondReason) = second else {
            Issue.record("expected unreadable, got \(second)")
            return
        }
        #expect(keptAgain.lastPathComponent == "store.json.unreadable-1700000000-2")
        #expect(secondReason == "the field \"items\" has the wrong type")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "{not json")
        #expect(
            try directory.contents() == [
                "store.json.unreadable-1700000000", "store.json.unreadable-1700000000-2",
            ])
    }

    @Test func aDocumentThatCannotBeReadIsAnError() throws {
        let directory = try TemporaryDirectory()
        // NB: a directory exists at the document's path, so reading it fails.
        let url = directory.url.appendingPathComponent("store.json", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let error = try #require(throws: PersistenceError.self) {
            _ = try DocumentFile(url: url).load { try JSONDecoder().decode(Document.self, from: $0) }
        }
        guard case .readFailed = error.code else {
            Issue.record("expected readFailed, got \(error)")
            return
        }
        #expect(FileManager.default.fileExists(atPath: url.path))
    }

    // MARK: DataDirectory

    @Test func theDataDirectoryFollowsXDGDataHome() {
        let url = DataDirectory.default(
            app: "todo", pattern: "mvc", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(url.path == "/data/apparch/todo/mvc")
    }

    @Test func theDataDirectoryFallsBackToHomeWhenXDGIsUnsetOrEmpty() {
        let unset = DataDirectory.default(app: "todo", pattern: "mvc", environment: ["HOME": "/home/ada"])
        #expect(unset.path == "/home/ada/.local/share/apparch/todo/mvc")
        let empty = DataDirectory.default(
            app: "recordings", pattern: nil, environment: ["XDG_DATA_HOME": "", "HOME": "/home/ada"])
        #expect(empty.path == "/home/ada/.local/share/apparch/recordings")
    }

    @Test func ensuringADirectoryWhereAFileIsFails() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("taken")
        try Data().write(to: file)
        let error = try #require(throws: PersistenceError.self) { try DataDirectory.ensureExists(file) }
        #expect(error.code == .directoryUnavailable(path: file.path, reason: "a file is in the way"))
        try DataDirectory.ensureExists(directory.url.appendingPathComponent("new/nested"))
        #expect(try directory.contents() == ["new", "taken"])
    }
}
