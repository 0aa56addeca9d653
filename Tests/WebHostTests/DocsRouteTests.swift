import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Services
import Testing
import ViewKit
import WebHost

/// `/docs/<path>`: the documentation site `scripts/docs` builds, served as static files with their content
/// types, nothing outside it, and a clear 404 (and no index link) when it was not built.
@Suite struct DocsRouteTests {
    @Test(arguments: [
        ("/docs", "", true),
        ("/docs/", "", true),
        ("/docs/ViewKit/documentation/viewkit", "ViewKit/documentation/viewkit", true),
        ("/docs/ViewKit/documentation/viewkit/", "ViewKit/documentation/viewkit", true),
        ("/docs/ViewKit/js/index.1a2b.js", "ViewKit/js/index.1a2b.js", false),
        (
            "/docs/Services/data/documentation/services/journalfile/append(_:).json",
            "Services/data/documentation/services/journalfile/append(_:).json", false
        ),
        ("/docs/ViewKit/documentation/viewkit/%3D%3D(_:_:)", "ViewKit/documentation/viewkit/==(_:_:)", true),
        (
            "/docs/Services/documentation/services/persistenceerror/code-swift.enum",
            "Services/documentation/services/persistenceerror/code-swift.enum", true
        ),
    ])
    func aSitePathIsAddressable(path: String, relative: String, isFolder: Bool) {
        let docs = DocsPath(requestPath: path)
        #expect(docs?.relativePath == relative)
        #expect(docs?.isFolder == isFolder)
    }

    @Test(arguments: [
        "/docs/../Package.swift", "/docs/ViewKit/../../secret.html", "/docs/%2e%2e/secret.html",
        "/docs/ViewKit/%2E%2E/%2E%2E/secret.html", "/docs/./index.html", "/docs//index.html",
        "/docs/.hidden/index.html", "/docs/ViewKit\\..\\secret.html",
        "/docsViewKit/index.html", "/doc/index.html",
    ])
    func traversalAndOtherFilesAreRefused(path: String) {
        #expect(DocsPath(requestPath: path) == nil)
    }

    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("a.js", "text/javascript; charset=utf-8"),
        ("a.css", "text/css; charset=utf-8"), ("a.json", "application/json"), ("a.svg", "image/svg+xml"),
        ("a.png", "image/png"), ("a.woff2", "font/woff2"),
    ])
    func eachFileKindHasItsContentType(file: String, type: String) {
        #expect(DocsPath(requestPath: "/docs/ViewKit/" + file)?.contentType == type)
    }

    @MainActor
    static func server(docsRoot: URL?) throws -> WebServer {
        var configuration = WebHostConfiguration(port: 0, token: HTTPTests.token)
        configuration.docsRoot = docsRoot
        let registry = MountRegistry(mounts: [], clock: VirtualClock(), idleGracePeriod: 60)
        return try WebServer(configuration: configuration, mounts: [], index: [], registry: registry)
    }

    @Test func theSiteIsServedWithItsTypesAndNothingOutsideIt() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("docs-route-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let site = base.appendingPathComponent("docs-site")
        let page = site.appendingPathComponent("ViewKit/documentation/viewkit")
        try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
        try Data("<p>site</p>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<p>ViewKit</p>".utf8).write(to: page.appendingPathComponent("index.html"))
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: site.appendingPathComponent("ViewKit/logo.png"))
        try Data("<p>secret</p>".utf8).write(to: base.appendingPathComponent("secret.html"))
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("ViewKit/link.html"),
            withDestinationURL: base.appendingPathComponent("secret.html"))
        try FileManager.default.createSymbolicLink(
            at: site.appendingPathComponent("Out"), withDestinationURL: base)
        let server = try await Self.server(docsRoot: site)
        try await server.makeApplication().test(.router) { client in
            for (path, body) in [("/docs", "<p>site</p>"), ("/docs/ViewKit/documentation/viewkit", "<p>ViewKit</p>")] {
                try await client.execute(uri: path, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .ok, "\(path)")
                    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                    #expect(String(buffer: response.body) == body)
                }
            }
            try await client.execute(uri: "/docs/ViewKit/logo.png", method: .get, headers: HTTPTests.authorized()) {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(Array(response.body.readableBytesView) == [0x89, 0x50, 0x4E, 0x47])
            }
            for path in [
                "/docs/ViewKit/link.html", "/docs/Out/secret.html", "/docs/../secret.html", "/docs/%2e%2e/secret.html",
                "/docs/ViewKit/missing.html", "/docs/ViewKit/secret.swift",
            ] {
                try await client.execute(uri: path, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
            try await client.execute(uri: "/docs", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
            try await client.execute(uri: "/", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(String(buffer: response.body).contains("href=\"/docs/\""))
            }
        }
    }

    @Test func withoutASiteDocsSaysHowToBuildItAndTheIndexHasNoLink() async throws {
        let server = try await Self.server(docsRoot: nil)
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/docs/", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains("the documentation is not built: run scripts"))
            }
            try await client.execute(uri: "/", method: .get, headers: HTTPTests.authorized()) { response in
                #expect(response.status == .ok)
                #expect(!String(buffer: response.body).contains("/docs"))
            }
        }
    }
}
