import Eight
import Foundation
import Services
import TestSupport
import Testing

/// The shared model's document: its first value, its file, its lock and an unreadable file kept aside.
@MainActor
struct ModelTests {
    let directory = TemporaryDirectory(prefix: "eight-model")

    @Test func aNewDocumentHoldsTheInitialValue() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        #expect(model.value == "initial value")
        #expect(model.loadProblem == nil)
    }

    @Test func aChangeIsSavedBeforeTheObserversHearIt() throws {
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        var heard: [(value: String, saved: String?)] = []
        let observation = model.addObserver { value in
            let data = try? Data(contentsOf: model.fileURL)
            heard.append((value, data.flatMap { try? JSONDecoder().decode(TextDocument.self, from: $0) }?.text))
        }
        model.value = "hello"
        #expect(heard.map(\.value) == ["hello"])
        #expect(heard.map(\.saved) == ["hello"])
        observation.cancel()
        model.value = "again"
        #expect(heard.count == 1, "a cancelled observer hears nothing")
    }

    @Test func theTextIsKeptAcrossARelaunch() throws {
        let first = try TextModel(directory: directory.url)
        first.value = "kept"
        first.close()
        let second = try TextModel(directory: directory.url)
        defer { second.close() }
        #expect(second.value == "kept")
    }

    @Test func aSecondOpenWhileTheFirstHoldsTheLockIsRefused() throws {
        let first = try TextModel(directory: directory.url)
        defer { first.close() }
        #expect(throws: PersistenceError.self) { _ = try TextModel(directory: directory.url) }
    }

    @Test func anUnreadableFileIsKeptAsideWithANotice() throws {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let file = directory.url.appendingPathComponent(TextModel.fileName)
        try Data("not json".utf8).write(to: file)
        let model = try TextModel(directory: directory.url)
        defer { model.close() }
        #expect(model.value == "initial value")
        let problem = try #require(model.loadProblem)
        #expect(problem.contains("could not be read"))
        let kept = directory.fileNames().filter { $0.hasPrefix("text.json.unreadable") }
        #expect(kept.count == 1)
        #expect(problem.contains(kept.first ?? "?"))
        let keptData = try Data(contentsOf: directory.url.appendingPathComponent(kept.first ?? ""))
        #expect(String(decoding: keptData, as: UTF8.self) == "not json")
        model.value = "new"
        #expect(try Data(contentsOf: file) != Data("not json".utf8), "the new document is written beside it")
    }
}
