import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Services
import Testing
import ViewKit
import WebHost

/// The live view's HTTP routes and the configuration's static pages.
@Suite struct LiveRoutesTests {
    @MainActor
    static func server(pages: [StaticPage] = [], live: Bool = true) throws -> WebServer {
        var configuration = WebHostConfiguration(port: 0, token: HTTPTests.token)
        configuration.pages = pages
        configuration.liveApps = live ? LiveTestApp.apps : []
        let registry = MountRegistry(mounts: [], clock: VirtualClock(), idleGracePeriod: 60)
        return try WebServer(configuration: configuration, mounts: [], index: [], registry: registry)
    }

    /// A response body read as a JSON object (nil when it is JSON of another kind).
    static func object(_ body: ByteBuffer) throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(String(buffer: body).utf8)) as? [String: Any]
    }

    static let fixture = StaticPage(
        path: "/compare", contentType: "text/html; charset=utf-8",
        body: "<!doctype html><title>Fixture</title><p>the comparison fixture</p>")
    static let styles = StaticPage(path: "/compare/style.css", contentType: "text/css; charset=utf-8", body: "p{}")

    @Test func staticPagesAreServedAtTheirPathsBehindTheGuardWithThePolicy() async throws {
        let server = try await Self.server(pages: [Self.fixture, Self.styles])
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/compare", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.contentSecurityPolicy] == WebServerPolicy.page)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(String(buffer: response.body).contains("the comparison fixture"))
            }
            try await client.execute(uri: "/compare/style.css", method: .get, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body) == "p{}")
            }
            try await client.execute(uri: "/compare", method: .get) { response in
                #expect(response.status == .unauthorized)
                #expect(!String(buffer: response.body).contains("fixture"))
            }
            try await client.execute(uri: "/", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(String(buffer: response.body).contains(#"<a href="/compare">Compare the patterns</a>"#))
            }
        }
    }

    /// Every page, its scripts and the frames of a live comparison are cross-origin isolated (COOP and COEP):
    /// an isolated page's frames must send the same embedder policy, or the browser blocks them.
    @Test func everyPageItsFilesAndItsFramesAreCrossOriginIsolated() async throws {
        let server = try await Self.server(pages: [Self.fixture])
        let opener = try #require(HTTPField.Name("Cross-Origin-Opener-Policy"))
        let embedder = try #require(HTTPField.Name("Cross-Origin-Embedder-Policy"))
        try await server.makeApplication().test(.router) { client in
            let id = try await client.execute(
                uri: "/compare/live/start?app=adding&patterns=one,two", method: .post, headers: HTTPTests.authorized()
            ) { response in
                try #require(Self.object(response.body)?["id"] as? String)
            }
            for uri in [
                "/", "/compare", "/compare/live?app=adding&patterns=one,two", "/static/live/live.js", "/live/\(id)/one",
            ] {
                try await client.execute(uri: uri, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[opener] == "same-origin", "\(uri)")
                    #expect(response.headers[embedder] == "require-corp", "\(uri)")
                }
            }
            try await client.execute(uri: "/compare/live/\(id)/close", method: .post, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .noContent)
            }
        }
        #expect(await server.live.openSessionIDs.isEmpty)
    }

    @Test func theIndexLinksTheComparisonOnlyWhenItIsServed() async throws {
        let server = try await Self.server(pages: [Self.styles])
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(response.status == .ok)
                #expect(!String(buffer: response.body).contains("Compare the patterns"))
            }
        }
    }

    @Test func theLivePageRefusesABadQueryAndServesAGoodOneWithFrames() async throws {
        let server = try await Self.server()
        try await server.makeApplication().test(.router) { client in
            for query in ["", "?app=adding&patterns=one", "?app=nowhere&patterns=a,b", "?app=adding&patterns=one,<b>"] {
                try await client.execute(uri: "/compare/live" + query, method: .get, headers: HTTPTests.authorized()) {
                    response in
                    #expect(response.status == .badRequest, "\(query)")
                    #expect(!String(buffer: response.body).contains("<b>"))
                }
            }
            try await client.execute(
                uri: "/compare/live?app=adding&patterns=one,two", method: .get, headers: HTTPTests.authorized()
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("frame-src 'self'") == true)
                #expect(String(buffer: response.body).contains(#"src="/static/live/live.js""#))
            }
            for asset in ["/static/live/live.js", "/static/live/live.css"] {
                try await client.execute(uri: asset, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .ok, "\(asset)")
                }
            }
        }
        #expect(await server.live.openSessionIDs.isEmpty)
    }

    @Test func aSessionStartsStepsAndClosesOverHTTP() async throws {
        let server = try await Self.server()
        try await server.makeApplication().test(.router) { client in
            let started = try await client.execute(
                uri: "/compare/live/start?app=adding&patterns=one,two", method: .post, headers: HTTPTests.authorized()
            ) { response in
                #expect(response.status == .ok)
                return try Self.object(response.body)
            }
            let id = try #require(started?["id"] as? String)
            let panes = try #require(started?["panes"] as? [[String: String]])
            #expect(panes.map { $0["path"] } == ["/live/\(id)/one", "/live/\(id)/two"])
            try await client.execute(uri: "/live/\(id)/two", method: .get, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'self'") == true)
                #expect(String(buffer: response.body).contains("/static/client/main.js"))
            }
            try await client.execute(uri: "/live/\(id)/three", method: .get, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .notFound)
            }
            try await client.execute(
                uri: "/compare/live/\(id)/step", method: .post, headers: HTTPTests.authorized(),
                body: ByteBuffer(string: "tap \"Add\"\n")
            ) { response in
                #expect(response.status == .ok)
                let report = try Self.object(response.body)
                #expect(report?["differs"] as? Bool == true)
                #expect(report?["line"] as? Int == 1)
            }
            try await client.execute(
                uri: "/compare/live/\(id)/step", method: .post, headers: HTTPTests.authorized(),
                body: ByteBuffer(string: "tap \"Add\"\n")
            ) { response in
                #expect(response.status == .noContent)
            }
            try await client.execute(
                uri: "/compare/live/\(id)/run", method: .post, headers: HTTPTests.authorized(),
                body: ByteBuffer(string: "tap \"Add\"\nfly")
            ) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("line 2"))
            }
            try await client.execute(
                uri: "/compare/live/\(id)/reset", method: .post,
                headers: HTTPTests.authorized([.origin: "http://evil.example"])
            ) { response in
                #expect(response.status == .forbidden)
            }
            try await client.execute(uri: "/compare/live/\(id)/close", method: .post, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .noContent)
            }
            try await client.execute(
                uri: "/compare/live/\(id)/step", method: .post, headers: HTTPTests.authorized(),
                body: ByteBuffer(string: "screen")
            ) { response in
                #expect(response.status == .notFound)
            }
        }
        #expect(await server.live.openSessionIDs.isEmpty)
    }

    @Test func withoutLiveAppsThereIsNoLiveView() async throws {
        let server = try await Self.server(live: false)
        try await server.makeApplication().test(.router) { client in
            try await client.execute(
                uri: "/compare/live?app=adding&patterns=one,two", method: .get, headers: HTTPTests.authorized()
            ) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}

/// The content security policy every page is served with.
enum WebServerPolicy {
    static let page =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; media-src 'self' blob:; "
        + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
}
