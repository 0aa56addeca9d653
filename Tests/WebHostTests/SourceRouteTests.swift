import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Services
import Testing
import ViewKit
import WebHost

/// `/source/<path>`: the package's Swift files and READMEs as text, for the comparison's links into the
/// code, and nothing else.
@Suite struct SourceRouteTests {
    @Test(arguments: [
        ("/source/Sources/Eight/MVC/MVCRow.swift", "Sources/Eight/MVC/MVCRow.swift"),
        ("/source/Tests/EightTests/README.md", "Tests/EightTests/README.md"),
    ])
    func aSwiftFileOrReadmeUnderSourcesOrTestsIsAddressable(path: String, relative: String) {
        #expect(SourcePath(requestPath: path)?.relativePath == relative)
    }

    @Test(arguments: [
        "/source/Package.swift", "/source/Sources/../Package.swift", "/source/Sources/./A.swift",
        "/source/Sources//A.swift", "/source/Sources/.hidden/A.swift", "/source/Sources/A.txt",
        "/source/Sources/A", "/source/Sources/%2e%2e/A.swift", "/source/.git/config", "/source/Sources/",
        "/sources/Sources/A.swift", "/source/Sources/A.swift.bak",
    ])
    func anythingElseIsRefused(path: String) {
        #expect(SourcePath(requestPath: path) == nil)
    }

    @MainActor
    static func server(root: URL) throws -> WebServer {
        var configuration = WebHostConfiguration(port: 0, token: HTTPTests.token)
        configuration.sourceRoot = root
        let registry = MountRegistry(mounts: [], clock: VirtualClock(), idleGracePeriod: 60)
        return try WebServer(configuration: configuration, mounts: [], index: [], registry: registry)
    }

    @Test func aFileIsServedAsTextAndALinkOutOfTheTreeIsNot() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("source-route-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("package")
        let folder = root.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("let answer = 42\n".utf8).write(to: folder.appendingPathComponent("Answer.swift"))
        try Data("secret\n".utf8).write(to: base.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Link.swift"),
            withDestinationURL: base.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("Sources/Out"), withDestinationURL: base)
        let server = try await Self.server(root: root)
        try await server.makeApplication().test(.router) { client in
            try await client.execute(
                uri: "/source/Sources/App/Answer.swift", method: .get, headers: HTTPTests.authorized()
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(String(buffer: response.body) == "let answer = 42\n")
            }
            for path in [
                "/source/Sources/App/Link.swift", "/source/Sources/Out/Secret.swift", "/source/Sources/App/No.swift",
            ] {
                try await client.execute(uri: path, method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(!String(buffer: response.body).contains("secret"))
                }
            }
            try await client.execute(uri: "/source/Sources/App/Answer.swift", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }
}
