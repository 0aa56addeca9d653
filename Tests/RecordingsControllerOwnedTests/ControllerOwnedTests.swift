import Foundation
import RecordingsControllerOwned
import RecordingsCore
import RecordingsRemote
import RecordingsServer
import RecordingsServerTesting
import ServerTesting
import Services
import TestSupport
import Testing
import ViewKit
import ViewKitTesting

/// The controller-owned client against a real server in the process: the networking chapter's scenarios
/// 1 and 2, and what the book left out (errors, progress, the rest of the app's changes).
@MainActor @Suite struct ControllerOwnedTests {
    /// The app on a virtual clock against `server`, through a transport that can hold requests.
    @MainActor final class Client {
        let server: LiveRecordingsServer
        let transport = HeldTransport()
        let clock = VirtualClock()
        let work = BackgroundWork()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("co-\(UUID().uuidString)")
        var application: Application?
        var window: Window?

        init(server: LiveRecordingsServer) {
            self.server = server
        }

        func launch(sample: Bool = false) async throws {
            let pattern = RecordingsControllerOwnedApp.pattern(
                server: try RemoteLibrary(address: server.address), transport: transport)
            let environment = AppEnvironment(
                dataDirectory: directory, clock: clock, seedSampleData: sample,
                audio: SimulatedAudioBackend(clock: clock),
                backgroundWork: work)
            let application = Application(delegate: try pattern.makeDelegate(environment), clock: clock)
            application.launch()
            window = application.openWindow(sizeClass: .compact)
            self.application = application
            await settle()
        }

        func settle() async {
            await work.waitUntilIdle()
            clock.drain()
        }

        var automation: Automation {
            get throws {
                guard let window else { throw CancellationError() }
                return Automation(window: window)
            }
        }

        var screen: String { window.map { Automation(window: $0).snapshot() } ?? "" }

        var topFolderScreen: FolderViewController? {
            let split = window?.rootViewController as? SplitViewController
            return (split?.viewControllers.first as? NavigationController)?.topViewController as? FolderViewController
        }

        func quit() async {
            application?.terminate()
            application = nil
            window = nil
            await settle()
        }
    }

    static func wav() -> String {
        WAVFile.encodePCM16Mono(samples: Array(repeating: 0, count: 8000)).base64EncodedString()
    }

    /// Scenario 1: opening a folder moves it from unloaded to loading ("Loading…", the refresh control
    /// spinning) to loaded with the server's items; a second reload while loading sends nothing.
    @Test func openingAFolderLoadsItOnceAndShowsItWhileLoading() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let root = try await server.database.rootUUID()
            let folder = UUID()
            try await server.database.apply(
                .create, ChangeObject(name: "Ideas", uuid: folder, isFolder: true), parentPath: [root])
            try await server.database.apply(
                .create, ChangeObject(name: "Take", uuid: UUID(), isFolder: false, fileDataKey: Self.wav()),
                parentPath: [root, folder])
            let client = Client(server: server)
            try await client.launch()
            #expect(client.screen.contains("📁  Ideas  ›"))

            client.transport.hold()
            try client.automation.select("Ideas")
            await client.transport.waitUntilHolding(1)
            let screen = try #require(client.topFolderScreen)
            #expect(screen.folder.state == .loading)
            #expect(client.screen.contains(RecordingsStrings.loading) && client.screen.contains("refreshing…"))
            let asked = client.transport.paths.count
            screen.reload()
            try client.automation.refresh()
            #expect(client.transport.paths.count == asked, "no second request while one runs")

            client.transport.release()
            await client.settle()
            #expect(screen.folder.state == .loaded)
            #expect(client.screen.contains("🔊  Take  ›"))
            #expect(!client.screen.contains(RecordingsStrings.loading) && !client.screen.contains("refreshing"))
            await client.quit()
        }
    }

    /// Scenario 2: a delete is sent first; the row stays, saying "Deleting…", until the server confirms,
    /// then goes with one `deleteRows` at its index. A refusal keeps the row and says why. Nothing is kept
    /// on this machine.
    @Test func aDeleteIsAppliedOnlyWhenTheServerConfirmsIt() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let root = try await server.database.rootUUID()
            for name in ["A", "B", "C"] {
                try await server.database.apply(
                    .create, ChangeObject(name: name, uuid: UUID(), isFolder: true), parentPath: [root])
            }
            let client = Client(server: server)
            try await client.launch()
            let window = try #require(client.window)

            client.transport.hold()
            let mark = window.operationLog.totalCount
            try client.automation.delete("B")
            await client.transport.waitUntilHolding(1)
            #expect(
                client.screen.contains("📁  B — \(RecordingsStrings.deleting)"), "the row stays while the server decides"
            )
            client.transport.release()
            await client.settle()
            #expect(!client.screen.contains("📁  B"))
            let deletes = window.operationLog.entries(since: mark).filter {
                if case .deleteRows = $0 { return true }
                return false
            }
            #expect(deletes == [.deleteRows([.row(1)], .automatic, table: deletesTable(window, mark))])
            #expect(try await server.database.contents(at: [root]).map(\.name) == ["A", "C"])

            // A failure keeps the row and says why: the server is gone.
            await server.stop()
            try client.automation.delete("A")
            await client.settle()
            #expect(client.screen.contains("📁  A  ›"), "the row stays when the request fails")
            #expect(client.screen.contains("“A” was not deleted"))
            try await server.resume()
            try client.automation.tap(RecordingsStrings.ok)
            await client.quit()
            let kept = (try? FileManager.default.contentsOfDirectory(atPath: client.directory.path)) ?? []
            #expect(kept.isEmpty, "nothing is persisted on this machine")
        }
    }

    private func deletesTable(_ window: Window, _ mark: Int) -> String {
        for operation in window.operationLog.entries(since: mark) {
            if case .deleteRows(_, _, let table) = operation { return table }
        }
        return ""
    }

    /// New folders and recordings are created on the server first and appear when it confirms them; a
    /// rename in the player is sent first and handed to the folder screen by hand.
    @Test func createsAndRenamesGoToTheServerFirst() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let client = Client(server: server)
            try await client.launch()
            let root = try await server.database.rootUUID()
            try client.automation.tap(RecordingsStrings.newFolder)
            try client.automation.type("Plans")
            try client.automation.tap(RecordingsStrings.create)
            await client.settle()
            #expect(client.screen.contains("📁  Plans  ›"))

            try client.automation.tap(RecordingsStrings.newRecording)
            await client.settle()
            client.clock.advance(by: 2)
            try client.automation.tap(RecordingsStrings.stop)
            try client.automation.type("Memo")
            try client.automation.tap(RecordingsStrings.save)
            await client.settle()
            #expect(client.screen.contains("🔊  Memo  ›"))
            let memo = try #require(try await server.database.contents(at: [root]).first { $0.name == "Memo" })
            #expect(try await server.database.audio(of: memo.uuid).count > 44, "the recording's audio was uploaded")

            try client.automation.select("Memo")
            await client.settle()
            try client.automation.type("Voice Memo", into: RecordingsStrings.name)
            try client.automation.submit()
            await client.settle()
            #expect(try await server.database.contents(at: [root]).map(\.name) == ["Plans", "Voice Memo"])
            try client.automation.back()
            #expect(client.screen.contains("🔊  Voice Memo  ›"), "the folder screen was told by hand")
            // An edit left without return is a draft: going back sends nothing and explains nothing.
            for draft in ["", "Draft"] {
                try client.automation.select("Voice Memo")
                await client.settle()
                try client.automation.type(draft, into: RecordingsStrings.name)
                try client.automation.back()
                await client.settle()
                #expect(!client.screen.contains("alert "))
                #expect(client.screen.contains("🔊  Voice Memo  ›"))
                #expect(try await server.database.contents(at: [root]).map(\.name) == ["Plans", "Voice Memo"])
            }
            try client.automation.select("Voice Memo")
            await client.settle()
            #expect(client.screen.contains("field \"Name\": Voice Memo"))
            await client.quit()
        }
    }

    /// `--sample` puts the sample library on an empty server.
    @Test func samplesAreUploadedToAnEmptyServer() async throws {
        let server = try await LiveRecordingsServer.start()
        try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let client = Client(server: server)
            try await client.launch(sample: true)
            #expect(client.screen.contains("📁  Meeting Notes  ›") && client.screen.contains("🔊  Welcome  ›"))
            let root = try await server.database.rootUUID()
            #expect(try await server.database.contents(at: [root]).count == 3)
            await client.quit()
        }
    }
}
