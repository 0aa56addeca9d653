import Foundation
import RecordingsCore
import RecordingsTesting
import Services
import TestSupport
import Testing

@MainActor @Suite struct PersistenceTests {
    /// A canonical description of a tree: names, UUIDs, kinds, order and parent links.
    func outline(_ folder: Folder, depth: Int = 0) -> [String] {
        var lines = ["\(depth) folder \(folder.name) \(folder.uuid) parent=\(folder.parent?.uuid.uuidString ?? "-")"]
        for item in folder.contents {
            #expect(item.parent === folder, "parent link of \(item.name)")
            if let child = item as? Folder {
                lines += outline(child, depth: depth + 1)
            } else {
                lines.append("\(depth + 1) recording \(item.name) \(item.uuid) parent=\(folder.uuid)")
            }
        }
        return lines
    }

    @Test func nothingIsWrittenBeforeTheFirstChange() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        #expect(store.rootFolder.contents.isEmpty)
        #expect(store.loadNotice == nil)
        #expect(directory.fileNames() == ["store.json.lock"])
        store.rootFolder.add(Folder(name: "First", uuid: UUID()))
        #expect(directory.fileNames() == ["store.json", "store.json.lock"])
    }

    @Test func treesSurviveAReopen() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        // The first store lives only inside this closure, so its lock is released when it returns.
        let (before, rootUUID, deepPath) = try {
            let store = try Store(url: directory.url)
            TestingStore.populate(store)
            let extra = Folder(name: "Extra", uuid: UUID())
            store.rootFolder.add(extra)
            let deep = Recording(name: "Deep", uuid: UUID())
            extra.add(deep)
            try store.rootFolder.contents[0].setName("Renamed")
            store.rootFolder.remove(try #require(store.rootFolder.contents.first { $0.name == "Recording 1" }))
            return (outline(store.rootFolder), store.rootFolder.uuid, deep.uuidPath)
        }()

        let reopened = try Store(url: directory.url)
        #expect(outline(reopened.rootFolder) == before)
        #expect(before.count == 6)
        #expect(reopened.rootFolder.uuid == rootUUID)
        #expect(reopened.item(atUUIDPath: deepPath)?.name == "Deep")
        #expect(reopened.item(atUUIDPath: deepPath)?.store === reopened)
    }

    @Test func saveHappensBeforeTheChangeIsPosted() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        let documentURL = directory.url.appendingPathComponent(Store.documentName)
        var savedNames: [String] = []
        let observation = store.addObserver { _ in
            let text = (try? String(contentsOf: documentURL, encoding: .utf8)) ?? ""
            savedNames.append(text.contains("\"Fresh\"") ? "Fresh saved" : "not saved")
        }
        store.rootFolder.add(Folder(name: "Fresh", uuid: UUID()))
        #expect(savedNames == ["Fresh saved"])
        #expect(observation.isActive)
    }

    @Test func writesTheCleanFormWithoutTerminators() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        TestingStore.populate(store)
        let data = try Data(contentsOf: directory.url.appendingPathComponent(Store.documentName))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["name"] as? String == "")
        #expect(json["uuid"] as? String == store.rootFolder.uuid.uuidString)
        let contents = try #require(json["contents"] as? [[String: Any]])
        #expect(contents.count == 2)
        let child1 = try #require(contents[0]["folder"] as? [String: Any])
        #expect(child1["name"] as? String == "Child 1")
        #expect(child1["uuid"] as? String == TestingStore.uuid1.uuidString)
        #expect((child1["contents"] as? [Any])?.count == 2)
        let recording1 = try #require(contents[1]["recording"] as? [String: Any])
        #expect(recording1["name"] as? String == "Recording 1")
        #expect(recording1.count == 2)
    }

    @Test func readsTheBooksFormatWithTerminators() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let root = UUID()
        let book = """
            {"name":"","uuid":"\(root)","contents":[\
            {"recording":{"name":"Recording 1","uuid":"\(TestingStore.uuid3)"}},\
            {"folder":{"name":"Child 1","uuid":"\(TestingStore.uuid1)","contents":[\
            {"folder":{"name":"Child 2","uuid":"\(TestingStore.uuid2)","contents":[{}]}},\
            {"recording":{"name":"Recording 2","uuid":"\(TestingStore.uuid4)"}},{}]}},{}]}
            """
        try DataDirectory.ensureExists(directory.url)
        try Data(book.utf8).write(to: directory.url.appendingPathComponent(Store.documentName))
        let store = try Store(url: directory.url)
        #expect(store.loadNotice == nil)
        #expect(store.rootFolder.uuid == root)
        // Sorted on load, whatever order the file had.
        #expect(store.rootFolder.names == ["Child 1", "Recording 1"])
        let child2 = try #require(store.item(atUUIDPath: [root, TestingStore.uuid1, TestingStore.uuid2]) as? Folder)
        #expect(child2.contents.isEmpty)
        #expect(store.item(atUUIDPath: [root, TestingStore.uuid1, TestingStore.uuid4]) is Recording)
    }

    @Test func aLockedLibraryCannotBeOpenedTwice() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var first: Store? = try Store(url: directory.url)
        #expect(first != nil)
        do {
            _ = try Store(url: directory.url)
            Issue.record("a second store opened a locked library")
        } catch {
            guard case .locked(let path, let holder) = error.code else {
                Issue.record("expected .locked, got \(error)")
                return
            }
            #expect(path.hasSuffix("store.json"))
            #expect(holder == "process \(ProcessInfo.processInfo.processIdentifier)")
            #expect(error.description.contains("open in another apparch process"))
        }
        first = nil
        let again = try Store(url: directory.url)
        #expect(again.rootFolder.contents.isEmpty)
    }

    @Test func anUnreadableDocumentIsKeptAsideAndNotOverwritten() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try DataDirectory.ensureExists(directory.url)
        let documentURL = directory.url.appendingPathComponent(Store.documentName)
        let garbage = Data("{\"name\": \"oops\", ".utf8)
        try garbage.write(to: documentURL)
        let store = try Store(url: directory.url)
        let notice = try #require(store.loadNotice)
        #expect(store.rootFolder.contents.isEmpty)
        #expect(try Data(contentsOf: notice.keptAt) == garbage)
        #expect(notice.keptAt.deletingLastPathComponent().path == directory.url.path)
        #expect(notice.message.contains(notice.keptAt.path))
        #expect(notice.message.contains("an empty library was started"))
        #expect(!FileManager.default.fileExists(atPath: documentURL.path))
        store.rootFolder.add(Folder(name: "New", uuid: UUID()))
        #expect(try Data(contentsOf: notice.keptAt) == garbage)
        #expect(FileManager.default.fileExists(atPath: documentURL.path))
    }

    @Test(arguments: [
        ("duplicate UUID", "used by two items"),
        ("unknown entry", "\"video\", not a folder or recording"),
        ("missing uuid", "\"uuid\" is missing"),
    ])
    func documentsThatDecodeWrongAreKeptAside(kind: String, reasonFragment: String) throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        try DataDirectory.ensureExists(directory.url)
        let twin = UUID()
        let json =
            switch kind {
            case "duplicate UUID":
                """
                {"name":"","uuid":"\(UUID())","contents":[{"recording":{"name":"A","uuid":"\(twin)"}},\
                {"recording":{"name":"B","uuid":"\(twin)"}}]}
                """
            case "unknown entry":
                #"{"name":"","uuid":"\#(UUID())","contents":[{"video":{"name":"A"}}]}"#
            default:
                #"{"name":"","contents":[]}"#
            }
        try Data(json.utf8).write(to: directory.url.appendingPathComponent(Store.documentName))
        let store = try Store(url: directory.url)
        let notice = try #require(store.loadNotice)
        #expect(notice.reason.contains(reasonFragment))
        #expect(store.rootFolder.contents.isEmpty)
    }

    @Test func aFailedSaveIsReportedAndTheChangeStillPosted() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        // A non-empty directory where the document goes makes the atomic rename fail.
        let blocker = directory.url.appendingPathComponent(Store.documentName)
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        try Data().write(to: blocker.appendingPathComponent("in-the-way"))
        var events: [String] = []
        store.onSaveError = { _ in events.append("save error") }
        let observation = store.addObserver { _ in events.append("change") }
        store.rootFolder.add(Folder(name: "Unsaved", uuid: UUID()))
        #expect(events == ["save error", "change"])
        let error = try #require(store.lastSaveError)
        guard case .writeFailed = error.code else {
            Issue.record("expected .writeFailed, got \(error)")
            return
        }
        #expect(store.rootFolder.names == ["Unsaved"])

        try FileManager.default.removeItem(at: blocker)
        try store.saveNow()
        store.rootFolder.add(Folder(name: "Saved", uuid: UUID()))
        #expect(store.lastSaveError == nil)
        #expect(observation.isActive)
    }

    @Test func deletingRecordingsDeletesTheirAudio() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        TestingStore.populate(store)
        let root = store.rootFolder
        let recording1 = try #require(root.contents[1] as? Recording)
        let child1 = try #require(root.contents[0] as? Folder)
        let recording2 = try #require(child1.contents[1] as? Recording)
        for recording in [recording1, recording2] {
            let url = try #require(recording.fileURL)
            #expect(url.lastPathComponent == "\(recording.uuid.uuidString).wav")
            #expect(url.deletingLastPathComponent().path == directory.url.path)
            try WAVFile.write(samples: try WAVFile.silence(duration: 1), to: url)
        }
        let file1 = try #require(recording1.fileURL)
        let file2 = try #require(recording2.fileURL)
        root.remove(child1)
        #expect(!FileManager.default.fileExists(atPath: file2.path))
        #expect(FileManager.default.fileExists(atPath: file1.path))
        root.remove(recording1)
        #expect(!FileManager.default.fileExists(atPath: file1.path))
    }

    @Test func discardingAnUnaddedRecordingRemovesItsFile() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let store = try Store(url: directory.url)
        let recording = Recording(name: "", uuid: UUID())
        let url = try #require(store.fileURL(for: recording))
        try WAVFile.write(samples: [], to: url)
        recording.deleted()  // no store yet: does nothing
        #expect(FileManager.default.fileExists(atPath: url.path))
        store.removeFile(for: recording)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func inMemoryStoresNeverWriteAndShareThePlaceholder() throws {
        let store = constructTestingStore()
        #expect(store.baseURL == nil)
        let recording1 = try #require(store.rootFolder.contents[1] as? Recording)
        let placeholder = try #require(store.placeholder)
        #expect(recording1.fileURL == placeholder)
        #expect(try WAVFile(contentsOf: placeholder).duration == Store.placeholderDuration)
        let placeholderDirectory = placeholder.deletingLastPathComponent()
        let before = try FileManager.default.contentsOfDirectory(atPath: placeholderDirectory.path)
        store.rootFolder.remove(recording1)
        try store.saveNow()
        #expect(FileManager.default.fileExists(atPath: placeholder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: placeholderDirectory.path) == before)
        #expect(store.lastSaveError == nil)
    }

    @Test func aGivenPlaceholderIsUsedAndNeverDeleted() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let placeholder = directory.url.appendingPathComponent("empty.wav")
        try WAVFile.write(samples: [], to: placeholder)
        let store = Store.inMemory(placeholder: placeholder)
        TestingStore.populate(store)
        #expect(store.rootFolder.contents[1].store === store)
        #expect((store.rootFolder.contents[1] as? Recording)?.fileURL == placeholder)
        store.rootFolder.remove(store.rootFolder.contents[1])
        #expect(FileManager.default.fileExists(atPath: placeholder.path))
    }
}
