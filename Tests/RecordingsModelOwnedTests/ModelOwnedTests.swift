import Foundation
import RecordingsCore
import RecordingsModelOwned
import RecordingsRemote
import RecordingsServer
import RecordingsServerTesting
import RecordingsTesting
import ServerTesting
import Services
import Synchronization
import TestSupport
import Testing
import ViewKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Switches a test's network on and off, and blocks kinds of request.
final class Network: Sendable {
    private let state = Mutex<(offline: Bool, changesBlocked: Bool)>((false, false))

    var offline: Bool {
        get { state.withLock { $0.offline } }
        set { state.withLock { $0.offline = newValue } }
    }

    var changesBlocked: Bool {
        get { state.withLock { $0.changesBlocked } }
        set { state.withLock { $0.changesBlocked = newValue } }
    }

    static func isChange(_ request: URLRequest) -> Bool { request.url?.path.hasPrefix("/change/") == true }

    func transport(
        beforeEach: (@Sendable (URLRequest, Int) async -> Void)? = nil,
        fault: @escaping @Sendable (URLRequest, Int) -> FaultyTransport.Fault = { _, _ in .none }
    ) -> FaultyTransport {
        FaultyTransport(isCounted: Network.isChange, beforeEach: beforeEach) { request, number in
            if self.offline || (self.changesBlocked && Network.isChange(request)) { return .unreachable }
            return fault(request, number)
        }
    }
}

/// The model-owned client against a real server in the process (the networking chapter's scenarios 3–5,
/// and the faults that must not lose a change).
@MainActor @Suite struct ModelOwnedTests {
    /// The fixture's tree on a server: T, uploaded by a client that started with it.
    static let fixtureOnServer = ["Child 1/", "Child 1/Child 2/", "Child 1/Recording 2", "Recording 1"]

    /// A client with the book's fixture, launched online and synced.
    func syncedClient(_ network: Network, server: LiveRecordingsServer) async throws -> ClientHarness {
        let client = try ClientHarness(server: server, transport: network.transport(), fixture: true)
        try await client.launch()
        #expect(try await client.serverTree() == Self.fixtureOnServer, "the fixture was uploaded at start")
        #expect(try client.webservice.pending.isEmpty)
        return client
    }

    /// Scenario 4: deleting with the server down removes the row at once, queues and saves the change and
    /// marks it; the queue survives a restart; when the server is back it drains in order, one request at
    /// a time, and the marks go.
    @Test func offlineChangesAreQueuedSavedAndSentInOrderWhenTheServerIsBack() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let client = try await syncedClient(network, server: server)
            defer { client.removeDirectory() }
            network.offline = true
            try client.automation.delete("Recording 1")
            try client.automation.tap(RecordingsStrings.newFolder)
            try client.automation.type("Offline")
            try client.automation.tap(RecordingsStrings.create)
            await client.settle()
            var screen = client.screen
            #expect(!screen.contains("Recording 1  ›"), "the row went at once")
            #expect(screen.contains("Deleted here, not yet on the server: Recording 1"))
            #expect(screen.contains("📁  Offline — ⇡ not on the server yet"))
            #expect(screen.contains("2 changes waiting for the server (the server cannot be reached; retrying)"))
            #expect(try client.savedQueue() == ["delete Recording 1", "create Offline"])

            await client.quit()
            try await client.launch()
            #expect(try client.webservice.pending.map(\.name) == ["Recording 1", "Offline"], "the queue came back")
            #expect(client.screen.contains("📁  Offline — ⇡ not on the server yet"))

            network.offline = false
            await client.wait(30)
            screen = client.screen
            #expect(try client.webservice.pending.isEmpty)
            #expect(!screen.contains("⇡") && !screen.contains("waiting"), "\(screen)")
            #expect(
                try await client.serverTree() == ["Child 1/", "Child 1/Child 2/", "Child 1/Recording 2", "Offline/"])
            let transport = try #require(client.transport as? FaultyTransport)
            let sent = transport.requests.filter { $0.fault == .none && $0.path.hasPrefix("/change/") }.map(\.path)
            #expect(sent.suffix(2).map { $0.split(separator: "/")[1] } == ["delete", "create"], "first in, first out")
            #expect(transport.mostInFlight == 1, "one change in flight at a time")
            await client.quit()
        }
    }

    /// Scenario 3: a reload merges the server's listing through the store: others' new items and renames
    /// arrive, items deleted there go, while local changes the server has not seen keep their local
    /// version and a locally deleted item does not come back.
    @Test func aReloadMergesTheServersChangesWithLocalPendingOnes() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let client = try await syncedClient(network, server: server)
            defer { client.removeDirectory() }
            let root = try await server.database.rootUUID()
            // Another client, straight on the server.
            try await server.database.apply(
                .create, ChangeObject(name: "From Elsewhere", uuid: UUID(), isFolder: true), parentPath: [root])
            try await server.database.apply(
                .update, ChangeObject(name: "Child One", uuid: TestingStore.uuid1, isFolder: true), parentPath: [root])
            try await server.database.apply(
                .update, ChangeObject(name: "Theirs", uuid: TestingStore.uuid4, isFolder: false),
                parentPath: [root, TestingStore.uuid1])
            try await server.database.apply(
                .delete, ChangeObject(name: "Child 2", uuid: TestingStore.uuid2, isFolder: true),
                parentPath: [root, TestingStore.uuid1])
            // Here, with changes held back.
            network.changesBlocked = true
            let library = try client.library
            try client.automation.delete("Recording 1")
            try (library.item(withUUID: TestingStore.uuid4))?.setName("Mine")
            library.store.rootFolder.add(Folder(name: "Local", uuid: UUID()))
            await client.settle()

            try client.automation.refresh()
            await client.settle()
            let rootScreen = client.screen
            #expect(rootScreen.contains("📁  Child One  ›"), "a rename on the server arrives")
            #expect(rootScreen.contains("📁  From Elsewhere  ›"), "a new item on the server arrives")
            #expect(rootScreen.contains("📁  Local — ⇡ not on the server yet"), "a local create stays")
            #expect(!rootScreen.contains("🔊  Recording 1"), "a locally deleted item does not come back")
            #expect(!rootScreen.contains("refreshing"), "the refresh ended")

            try client.automation.select("Child One")
            await client.settle()
            let childScreen = client.screen
            #expect(!childScreen.contains("Child 2"), "an item deleted on the server goes")
            #expect(childScreen.contains("🔊  Mine — ⇡ rename not on the server yet"), "a local rename wins")

            network.changesBlocked = false
            await client.wait(30)
            #expect(try await client.serverTree() == ["Child One/", "Child One/Mine", "From Elsewhere/", "Local/"])
            #expect(try client.webservice.pending.isEmpty)
            await client.quit()
        }
    }

    /// Scenario 5: a change the server refuses is rolled back here with a message (a create removed, a
    /// rename undone), and the queue goes on.
    @Test func refusedChangesAreRolledBackWithAMessage() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let client = try await syncedClient(network, server: server)
            defer { client.removeDirectory() }
            let library = try client.library
            network.changesBlocked = true
            let recording1 = try #require(library.item(withUUID: TestingStore.uuid3))
            try recording1.setName("First")
            let child2 = try #require(library.item(withUUID: TestingStore.uuid2) as? Folder)
            child2.add(Folder(name: "Inside", uuid: UUID()))
            library.store.rootFolder.add(Folder(name: "Kept", uuid: UUID()))
            await client.settle()
            // Meanwhile, another client deletes Recording 1 and Child 1 (with Child 2) on the server.
            let root = try await server.database.rootUUID()
            try await server.database.apply(
                .delete, ChangeObject(name: "Recording 1", uuid: TestingStore.uuid3, isFolder: false),
                parentPath: [root])
            try await server.database.apply(
                .delete, ChangeObject(name: "Child 1", uuid: TestingStore.uuid1, isFolder: true), parentPath: [root])

            network.changesBlocked = false
            await client.wait(30)
            #expect(try client.webservice.pending.isEmpty, "the queue went on past the refusals")
            #expect(recording1.name == "Recording 1", "the rename was undone")
            #expect(child2.contents.isEmpty, "the create was removed")
            #expect(client.reports.contains { $0.contains("“First” could not be renamed on the server") })
            #expect(client.reports.contains { $0.contains("“Inside” could not be added on the server") })
            #expect(try await client.serverTree() == ["Kept/"])

            try client.automation.refresh()
            await client.settle()
            #expect(
                !client.screen.contains("Child 1") && !client.screen.contains("Recording 1"), "gone there, gone here")
            await client.quit()
        }
    }

    /// A change the server applied whose answer was lost is sent again; the server's answer to the second
    /// (`itemAlreadyExists`, `itemNotFound`, the same name) counts as success, and each lands once.
    @Test func aChangeSentAgainAfterALostAnswerLandsOnce() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let transport = network.transport(fault: { request, _ in
                // Every change's first answer is lost.
                Network.isChange(request) && LostOnce.shared.firstTime(request) ? .loseAnswer : .none
            })
            let client = try ClientHarness(server: server, transport: transport)
            defer { client.removeDirectory() }
            try await client.launch()
            let library = try client.library
            let folder = Folder(name: "Once", uuid: UUID())
            library.store.rootFolder.add(folder)
            await client.wait(30)
            try folder.setName("Once Renamed")
            await client.wait(30)
            let gone = Folder(name: "Gone", uuid: UUID())
            library.store.rootFolder.add(gone)
            await client.wait(30)
            library.store.rootFolder.remove(gone)
            await client.wait(30)
            let tree = try await client.serverTree()
            #expect(tree == ["Once Renamed/"], "\(transport.requests.map { "\($0.path) \($0.fault)" })")
            #expect(try client.webservice.pending.isEmpty)
            #expect(client.reports.isEmpty, "no refusal reached the person: \(client.reports)")
            #expect(transport.requests.contains { $0.fault == .loseAnswer })
            await client.quit()
        }
    }

    /// Server errors and garbage keep the change and retry after 1, 2, 4, 8 … seconds on the app's clock;
    /// the change lands once when the server is well.
    @Test func serverErrorsAndGarbageKeepTheChangeAndRetryWithBackoff() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let changes = Counter()
            let transport = network.transport(fault: { request, _ in
                guard Network.isChange(request) else { return .none }
                switch changes.next() {
                case 1...3: return .serverError
                case 4: return .garbage
                default: return .none
                }
            })
            let client = try ClientHarness(server: server, transport: transport)
            defer { client.removeDirectory() }
            try await client.launch()
            try client.library.store.rootFolder.add(Folder(name: "Persistent", uuid: UUID()))
            await client.settle()
            #expect(changes.count == 1)
            #expect(client.screen.contains("1 change waiting for the server (the server answered 500; retrying)"))
            var attempts: [Int] = []
            for step in [0.9, 0.1, 1.9, 0.1, 3.9, 0.1, 7.9, 0.1] {
                await client.wait(step)
                attempts.append(changes.count)
            }
            #expect(attempts == [1, 2, 2, 3, 3, 4, 4, 5], "retried after 1, 2, 4 and 8 s")
            #expect(try await client.serverTree() == ["Persistent/"])
            #expect(!client.screen.contains("waiting"))
            await client.quit()
        }
    }

    /// The server stops while the queue drains and comes back: nothing is lost and nothing lands twice.
    @Test func theServerStoppingWhileTheQueueDrainsLosesNothing() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            network.offline = true
            let changes = Counter()
            let transport = network.transport(beforeEach: { request, _ in
                guard Network.isChange(request), !network.offline, changes.next() == 6 else { return }
                await server.stop()
            })
            let client = try ClientHarness(server: server, transport: transport)
            defer { client.removeDirectory() }
            try await client.launch()
            let names = (1...20).map { "Folder \($0)" }
            for name in names { try client.library.store.rootFolder.add(Folder(name: name, uuid: UUID())) }
            await client.settle()
            #expect(try client.webservice.pending.count == 20)
            network.offline = false
            await client.wait(30)
            #expect(try client.webservice.pending.count == 15, "five landed before the server stopped")
            #expect(server.isRunning == false)
            try await server.resume()
            await client.wait(30)
            #expect(try client.webservice.pending.isEmpty)
            #expect(try await client.serverTree() == names.map { $0 + "/" }.sorted())
            await client.quit()
        }
    }

    /// A queued recording whose audio file is gone is reported and removed, never a crash (the sample's
    /// `try! Data(contentsOf:)`); the queue goes on.
    @Test func aRecordingWhoseAudioVanishedIsReportedNotACrash() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            network.offline = true
            let client = try ClientHarness(server: server, transport: network.transport())
            defer { client.removeDirectory() }
            try await client.launch()
            let root = try client.library.store.rootFolder
            root.add(Recording(name: "No Audio", uuid: UUID()))
            root.add(Folder(name: "After", uuid: UUID()))
            network.offline = false
            await client.wait(30)
            #expect(
                client.reports.contains {
                    $0.contains("“No Audio” cannot be sent to the server: its audio file is gone")
                })
            #expect(!root.contents.contains { $0.name == "No Audio" })
            #expect(try await client.serverTree() == ["After/"])
            await client.quit()
        }
    }

    /// Changes made to the library while the client was not listening (a process that died between
    /// saving the document and saving the queue, another pattern on the same data) are found at the
    /// next start and sent.
    @Test func changesThatNeverReachedTheQueueAreFoundAtStart() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let network = Network()
            let client = try await syncedClient(network, server: server)
            defer { client.removeDirectory() }
            await client.quit()
            let store = try Store(url: client.directory)
            store.rootFolder.add(Folder(name: "Behind Its Back", uuid: UUID()))
            try (store.rootFolder.contents.first { $0.uuid == TestingStore.uuid3 })?.setName("Renamed Offline")
            if let child1 = store.rootFolder.contents.first(where: { $0.uuid == TestingStore.uuid1 }) as? Folder,
                let child2 = child1.contents.first(where: { $0.uuid == TestingStore.uuid2 })
            {
                child1.remove(child2)
            }
            store.close()

            try await client.launch()
            await client.wait(30)
            #expect(
                try await client.serverTree() == [
                    "Behind Its Back/", "Child 1/", "Child 1/Recording 2", "Renamed Offline",
                ])
            await client.quit()
        }
    }

    /// A power cut after a delete, before the queue's record of it reached the disk (records are synced
    /// within ``LibraryWebservice/flushDelay``): the document kept the delete, and the queue on disk still
    /// holds the folder's create, which had landed on the server with its answer lost. At the next start
    /// the comparison deletes it there, so the folder does not come back.
    @Test func aDeleteWhoseQueueRecordAPowerCutTookIsSentAtTheNextStart() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let transport = Network().transport(fault: { request, _ in
                Network.isChange(request) && LostOnce.shared.firstTime(request) ? .loseAnswer : .none
            })
            let client = try ClientHarness(server: server, transport: transport)
            defer { client.removeDirectory() }
            try await client.launch()
            let library = try client.library
            let landed = Folder(name: "Landed", uuid: UUID())
            library.store.rootFolder.add(landed)
            await client.settle()
            #expect(try await client.serverTree() == ["Landed/"], "the create landed")
            #expect(try client.savedQueue() == ["create Landed"], "its answer was lost")
            let files = [SyncState.fileName, SyncStateFile.journalName].map {
                client.directory.appendingPathComponent($0)
            }
            let queueOnDisk = try files.map { try Data(contentsOf: $0) }

            library.store.rootFolder.remove(landed)
            await client.settle()
            #expect(try !client.webservice.isQueueOnDisk, "the delete's record waits for its sync")
            await client.quit()
            for (file, data) in zip(files, queueOnDisk) { try data.write(to: file) }
            #expect(try client.savedQueue() == ["create Landed"], "the power cut took the delete's record")

            try await client.launch()
            await client.wait(30)
            #expect(try await client.serverTree().isEmpty, "\(transport.requests.map { "\($0.path) \($0.fault)" })")
            #expect(try client.webservice.pending.isEmpty)
            #expect(try client.webservice.isQueueOnDisk, "the last record synced within the delay")
            #expect(!client.screen.contains("Landed"), "the folder did not come back: \(client.screen)")
            await client.quit()
        }
    }

    /// Recordings another client put on the server arrive with their audio, so they play offline.
    @Test func recordingsFromTheServerArriveWithTheirAudio() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let root = try await server.database.rootUUID()
            let wav = WAVFile.encodePCM16Mono(samples: Array(repeating: 100, count: 8000))
            let uuid = UUID()
            try await server.database.apply(
                .create,
                ChangeObject(name: "Theirs", uuid: uuid, isFolder: false, fileDataKey: wav.base64EncodedString()),
                parentPath: [root])
            let client = try ClientHarness(server: server)
            defer { client.removeDirectory() }
            try await client.launch()
            #expect(client.screen.contains("🔊  Theirs  ›"))
            let file = client.directory.appendingPathComponent("\(uuid.uuidString).wav")
            #expect(try Data(contentsOf: file) == wav)
            await client.quit()
        }
    }
}

/// Counts calls from any thread.
final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}

/// Remembers which change requests were seen, so each one's first answer can be lost.
final class LostOnce: Sendable {
    static let shared = LostOnce()
    private let seen = Mutex<Set<String>>([])

    func firstTime(_ request: URLRequest) -> Bool {
        let key = (request.url?.path ?? "") + String(decoding: request.httpBody ?? Data(), as: UTF8.self)
        return seen.withLock { $0.insert(key).inserted }
    }
}

/// A listing asked for before a change was confirmed and answered after it says nothing about that
/// change's item (found by the kill test: such a listing took a folder just created for one deleted on
/// the server, and the next start sent its deletion).
@MainActor @Suite struct StaleListingTests {
    /// Passes requests to the live transport; the answers of listings wait until the gate opens.
    final class ListingGate: HTTPTransport {
        private let wrapped = URLSessionTransport()
        private let open = Mutex(true)

        var isOpen: Bool {
            get { open.withLock { $0 } }
            set { open.withLock { $0 = newValue } }
        }

        func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
            let response = try await wrapped.response(for: request)
            if request.url?.path.hasPrefix("/contents/") == true {
                while !isOpen { try? await Task.sleep(for: .milliseconds(2)) }
            }
            return response
        }
    }

    @Test func anOldListingNeitherDeletesNorRevivesWhatWasJustConfirmed() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let gate = ListingGate()
            let client = try ClientHarness(server: server, transport: gate)
            defer { client.removeDirectory() }
            try await client.launch()
            let root = try client.library.store.rootFolder
            let gone = Folder(name: "Gone", uuid: UUID())
            root.add(gone)
            await client.settle()

            gate.isOpen = false
            try client.automation.refresh()  // listed now: "Gone", without "Fresh"
            try await Task.sleep(for: .milliseconds(200))
            root.add(Folder(name: "Fresh", uuid: UUID()))
            root.remove(gone)
            for _ in 0..<2000 where try !client.webservice.pending.isEmpty {
                try await Task.sleep(for: .milliseconds(2))
                client.clock.drain()
            }
            #expect(try client.webservice.pending.isEmpty, "both changes were confirmed while the listing waited")
            gate.isOpen = true
            await client.settle()
            #expect(root.contents.map(\.name) == ["Fresh"], "the old listing changed nothing")

            await client.quit()
            try await client.launch()
            await client.wait(5)
            #expect(try await client.serverTree() == ["Fresh/"])
            #expect(try client.library.store.rootFolder.contents.map(\.name) == ["Fresh"])
            await client.quit()
        }
    }
}
