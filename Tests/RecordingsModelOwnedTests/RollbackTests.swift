import Foundation
import RecordingsCore
import RecordingsModelOwned
import RecordingsRemote
import RecordingsServer
import RecordingsServerTesting
import RecordingsTesting
import Services
import Synchronization
import Testing
import ViewKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that rewrites one name in the server's listings, so the server seems to call an item by a
/// name this library refuses.
final class RenamingTransport: HTTPTransport {
    let base: any HTTPTransport
    let rewrite = Mutex<(from: String, to: String)?>(nil)

    init(_ base: any HTTPTransport) {
        self.base = base
    }

    func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
        var response = try await base.response(for: request)
        if request.url?.path.hasPrefix("/contents/") == true, case let (from, to)? = rewrite.withLock({ $0 }) {
            let text = String(decoding: response.body, as: UTF8.self)
            response.body = Data(text.replacingOccurrences(of: "\"\(from)\"", with: "\"\(to)\"").utf8)
        }
        return response
    }
}

/// What a client logged.
@MainActor final class LoggedLines {
    var all: [String] = []
}

extension ModelOwnedTests {
    /// A refused rename is rolled back to the server's name; when this library refuses that name, the
    /// person is told the rollback failed too (not "its name is … again"), and it is logged.
    @Test func aRenameThatCannotBeRolledBackSaysSoAndIsLogged() async throws {
        let server = try await LiveRecordingsServer.start()
        let network = Network()
        let transport = RenamingTransport(network.transport())
        let client = try ClientHarness(server: server, transport: transport, fixture: true)
        defer { client.removeDirectory() }
        try await client.launch()
        #expect(try await client.serverTree() == Self.fixtureOnServer)
        let logged = LoggedLines()
        try client.webservice.log = { logged.all.append($0) }
        let library = try client.library
        network.changesBlocked = true
        let recording1 = try #require(library.item(withUUID: TestingStore.uuid3))
        try recording1.setName("First")
        await client.settle()
        // The server's listing now calls Recording 1 by a name with a control character in it.
        transport.rewrite.withLock { $0 = ("Recording 1", "Recording\\u00071") }
        try client.automation.refresh()
        await client.settle()
        #expect(recording1.name == "First", "a local rename waiting for the server wins")
        // Meanwhile, another client deletes Recording 1 on the server: the rename is refused.
        let root = try await server.database.rootUUID()
        try await server.database.apply(
            .delete, ChangeObject(name: "Recording 1", uuid: TestingStore.uuid3, isFolder: false), parentPath: [root])
        network.changesBlocked = false
        await client.wait(30)
        #expect(try client.webservice.pending.isEmpty, "the queue went on past the refusal")
        #expect(recording1.name == "First", "the rollback failed")
        let report = try #require(client.reports.first { $0.contains("“First” could not be renamed on the server") })
        #expect(!report.contains("again"), "no claim that the old name is back: \(report)")
        #expect(report.contains("could not be set back"), "\(report)")
        #expect(logged.all == [report])
        await client.quit()
        try await server.shutdown()
    }
}
