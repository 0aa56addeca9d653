import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Inspection
import NIOCore
import Services
import Testing
import ViewKit
import ViewStateStore
import WebHost

/// The state inspector's routes: the page, the inspection, travel, export and load, and the rules every
/// change follows (this origin, a size limit, the token, nothing changed by a refused state).
@MainActor
@Suite struct InspectorTests {
    /// An inspection as the page reads it.
    struct Inspection: Decodable, Equatable {
        struct Entry: Decodable, Equatable {
            var index: Int
            var action: String
            var document: String
            var viewState: String
        }
        var document: String
        var viewState: String
        var entries: [Entry]
        var position: Int
    }

    let delegate = InspectedDelegate(names: ["Oslo"])
    let server: WebServer

    init() throws {
        let delegate = delegate
        let inspected = AppPattern(name: "inspected", summary: "test") { _ in delegate }
        let plain = AppPattern(name: "plain", summary: "test") { _ in SharedListDelegate(count: 1) }
        let directory = try HTTPTests.directory()
        server = try WebServer(
            configuration: .init(port: 0, token: HTTPTests.token),
            mounts: [
                WebMount(key: "", title: "Names", pattern: inspected, dataDirectory: directory),
                WebMount(key: "apps/plain", title: "Plain list", pattern: plain, dataDirectory: directory),
            ],
            index: [])
    }

    nonisolated static func inspection(_ response: TestResponse) throws -> Inspection {
        try JSONDecoder().decode(Inspection.self, from: Data(response.body.readableBytesView))
    }

    /// The message of an error response (`{"error": {"message": …}}`), or the body as it is.
    nonisolated static func message(_ response: TestResponse) -> String {
        struct Refusal: Decodable {
            struct Detail: Decodable { var message: String }
            var error: Detail
        }
        do {
            return try JSONDecoder().decode(Refusal.self, from: Data(response.body.readableBytesView)).error.message
        } catch {
            return String(buffer: response.body)
        }
    }

    nonisolated static func post(
        _ client: some TestClientProtocol, _ uri: String, _ body: String, origin: String? = nil
    )
        async throws -> TestResponse
    {
        var headers = HTTPTests.authorized([.contentType: "application/json"])
        if let origin { headers[.origin] = origin }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    @Test func thePageIsServedUnderTheContentSecurityPolicy() async throws {
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/inspect", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                let page = String(buffer: response.body)
                #expect(page.contains(#"<script type="module" src="/static/inspector/inspector.js">"#))
                #expect(!page.contains("<style"), "no inline style")
            }
            for asset in ["inspector.js", "inspector.css"] {
                try await client.execute(
                    uri: "/static/inspector/" + asset, method: .get, headers: HTTPTests.authorized()
                ) { response in
                    #expect(response.status == .ok, "\(asset)")
                }
            }
        }
    }

    @Test func theStateListsTheActionsWithTheStatesAfterEach() async throws {
        delegate.add("Melbourne")
        delegate.setEditing(true)
        try await server.makeApplication().test(.router) { client in
            let response = try await client.execute(
                uri: "/inspect/state", method: .get, headers: HTTPTests.authorized())
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let inspection = try Self.inspection(response)
            #expect(inspection.entries.map(\.action) == ["start", #"added("Melbourne")"#, "toggledEditing"])
            #expect(inspection.entries[1].document == #"{"names":["Oslo","Melbourne"]}"#)
            #expect(inspection.viewState == #"{"isEditing":true}"#)
            #expect(inspection.position == 2)
        }
    }

    @Test func travelMovesTheAppAndEveryTab() async throws {
        delegate.add("Melbourne")
        let tab = TestTab()
        try server.registry.host(for: "").receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        #expect(tab.rowTexts == ["Oslo", "Melbourne"])
        try await server.makeApplication().test(.router) { client in
            let response = try await Self.post(client, "/inspect/travel", #"{"index": 0}"#)
            #expect(response.status == .ok)
            #expect(try Self.inspection(response).position == 0)
            #expect(try Self.inspection(response).document == #"{"names":["Oslo"]}"#)
        }
        #expect(delegate.document.content.names == ["Oslo"])
        try tab.process()
        #expect(tab.rowTexts == ["Oslo"], "the tab got its patches")
    }

    @Test func anExportedStateLoadsBack() async throws {
        delegate.setEditing(true)
        try await server.makeApplication().test(.router) { client in
            let exported = try await client.execute(
                uri: "/inspect/export", method: .get, headers: HTTPTests.authorized())
            #expect(exported.status == .ok)
            #expect(exported.headers[.contentDisposition] == #"attachment; filename="names-state.json""#)
            let state = String(buffer: exported.body)
            #expect(state.contains(#""document""#) && state.contains(#""viewState""#))
            await MainActor.run {
                delegate.add("Melbourne")
                delegate.setEditing(false)
            }
            let loaded = try await Self.post(client, "/inspect/load", state, origin: "http://localhost")
            #expect(loaded.status == .ok, "\(Self.message(loaded))")
            #expect(try Self.inspection(loaded).entries.last?.action == "reload")
        }
        #expect(delegate.document.content.names == ["Oslo"])
        #expect(delegate.viewState.content.isEditing)
    }

    @Test(arguments: [
        ("/inspect/load", "not json", "could not be read"),
        ("/inspect/load", #"{"document":{"names":"Oslo"}}"#, "not a Document of this app"),
        ("/inspect/load", #"{"nothing":1}"#, #"neither "document" nor "viewState""#),
        ("/inspect/travel", #"{"to": 1}"#, "index"),
    ])
    func aBadBodyIsRefusedAndChangesNothing(uri: String, body: String, message: String) async throws {
        delegate.add("Melbourne")
        let before = delegate.inspector.inspection()
        try await server.makeApplication().test(.router) { client in
            let response = try await Self.post(client, uri, body)
            #expect(response.status == .badRequest)
            #expect(Self.message(response).contains(message), "\(Self.message(response))")
        }
        #expect(delegate.inspector.inspection() == before)
    }

    @Test func aBodyOverTheLimitIsRefused() async throws {
        let before = delegate.inspector.inspection()
        let huge = #"{"document":{"names":[""# + String(repeating: "x", count: 1 << 20) + #""]}}"#
        try await server.makeApplication().test(.router) { client in
            let response = try await Self.post(client, "/inspect/load", huge)
            #expect(response.status == .contentTooLarge)
            #expect(Self.message(response).contains("larger than 1024 KiB"))
        }
        #expect(delegate.inspector.inspection() == before)
    }

    @Test func changesFromAnotherSiteAreRefused() async throws {
        let before = delegate.inspector.inspection()
        try await server.makeApplication().test(.router) { client in
            for (uri, body) in [("/inspect/travel", #"{"index":0}"#), ("/inspect/load", #"{"viewState":{}}"#)] {
                let response = try await Self.post(client, uri, body, origin: "http://evil.example")
                #expect(response.status == .forbidden)
                #expect(Self.message(response).contains("only from this server's pages"))
            }
        }
        #expect(delegate.inspector.inspection() == before)
    }

    @Test func everyRouteNeedsTheToken() async throws {
        try await server.makeApplication().test(.router) { client in
            for uri in ["/inspect", "/inspect/state", "/inspect/export"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                }
            }
            try await client.execute(
                uri: "/inspect/travel", method: .post, body: ByteBuffer(string: #"{"index":0}"#)
            ) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func unknownMountsAndAppsWithoutAnInspectorAreNotFound() async throws {
        try await server.makeApplication().test(.router) { client in
            for uri in ["/inspect/nowhere", "/inspect/nowhere/state", "/inspect/apps"] {
                try await client.execute(uri: uri, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(Self.message(response).contains("No app is served at"))
                }
            }
            for uri in ["/inspect/apps/plain", "/inspect/apps/plain/state"] {
                try await client.execute(uri: uri, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(Self.message(response).contains("Plain list has no state inspector"))
                }
            }
            try await client.execute(uri: "/inspect/travel", method: .get, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .methodNotAllowed)
            }
        }
    }
}
