import Foundation
import HTTPGuards
import Hummingbird
import HummingbirdTesting
import HummingbirdWebSocket
import Services
import Testing
import ViewKit
import WebHost

/// The HTTP side: pages, audio range requests, uploads and the origin checks.
@Suite struct HTTPTests {
    @MainActor
    static func server(directory: URL) throws -> WebServer {
        let pattern = AppPattern(name: "test", summary: "test") { _ in SharedListDelegate(count: 3) }
        let mount = WebMount(key: "", title: "Shared", pattern: pattern, dataDirectory: directory)
        return try WebServer(configuration: .init(port: 0, token: token), mounts: [mount], index: [])
    }

    /// The access token of the test servers.
    static let token: AccessToken = {
        do { return try AccessToken("test-token-0123456789") } catch { preconditionFailure("\(error)") }
    }()

    /// Headers that present the token.
    static func authorized(_ extra: HTTPFields = [:]) -> HTTPFields {
        var headers = extra
        headers[.authorization] = "Bearer \(token.value)"
        return headers
    }

    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webhost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func pagesAreServedWithAContentSecurityPolicy() async throws {
        let server = try await Self.server(directory: try Self.directory())
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/", method: .get, headers: Self.authorized()) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(String(buffer: response.body).contains(#"type="module" src="/static/client/main.js""#))
            }
            for module in ["main.js", "controls/index.js", "controls/row.js", "recorder-worklet.js"] {
                try await client.execute(uri: "/static/client/" + module, method: .get, headers: Self.authorized()) {
                    response in
                    #expect(response.status == .ok, "\(module)")
                    #expect(response.headers[.contentType]?.hasPrefix("text/javascript") == true)
                    #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                }
            }
            try await client.execute(
                uri: "/static/client/../../Package.swift", method: .get, headers: Self.authorized()
            ) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func audioIsServedWithRangeRequests() async throws {
        let directory = try Self.directory()
        let uuid = UUID()
        let data = WAVFile.encodePCM16Mono(samples: [Int16](repeating: 7, count: 1000))
        try data.write(to: directory.appendingPathComponent("\(uuid.uuidString).wav"))
        let server = try await Self.server(directory: directory)
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/audio/\(uuid.uuidString).wav", method: .get, headers: Self.authorized()) {
                response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == data.count)
                #expect(response.headers[.acceptRanges] == "bytes")
            }
            try await client.execute(
                uri: "/audio/\(uuid.uuidString).wav", method: .get, headers: Self.authorized([.range: "bytes=0-11"])
            ) { response in
                #expect(response.status == .partialContent)
                #expect(response.headers[.contentRange] == "bytes 0-11/\(data.count)")
                #expect(String(buffer: response.body).hasPrefix("RIFF"))
            }
            try await client.execute(
                uri: "/audio/\(uuid.uuidString).wav", method: .get, headers: Self.authorized([.range: "bytes=99999-"])
            ) { response in
                #expect(response.status == .rangeNotSatisfiable)
            }
            for bad in ["/audio/..%2F..%2Fetc%2Fpasswd", "/audio/notes.wav", "/audio/\(UUID().uuidString).wav"] {
                try await client.execute(uri: bad, method: .get, headers: Self.authorized()) { response in
                    #expect(response.status == .notFound)
                }
            }
        }
    }

    @Test func uploadsNeedARecordingAndThisOrigin() async throws {
        let server = try await Self.server(directory: try Self.directory())
        let wav = ByteBuffer(bytes: Array(WAVFile.encodePCM16Mono(samples: [1, 2, 3])))
        try await server.makeApplication().test(.router) { client in
            try await client.execute(
                uri: "/upload/\(UUID().uuidString).wav", method: .post, headers: Self.authorized(), body: wav
            ) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(
                uri: "/upload/\(UUID().uuidString).wav", method: .post,
                headers: Self.authorized([.origin: "http://evil.example"]), body: wav
            ) { response in
                #expect(response.status == .forbidden)
            }
        }
    }

    @Test func aWebSocketNeedsTheTokenThisHostAndThisOrigin() async throws {
        let server = try await Self.server(directory: try Self.directory())
        func head(_ path: String, host: String = "127.0.0.1:8080", _ fields: HTTPFields = [:]) -> HTTPRequest {
            var fields = fields
            fields[.upgrade] = "websocket"
            return HTTPRequest(method: .get, scheme: "http", authority: host, path: path, headerFields: fields)
        }
        let token = Self.token.value
        #expect(server.webSocketMount(for: head("/ws?token=\(token)")) == "")
        #expect(server.webSocketMount(for: head("/ws", [.authorization: "Bearer \(token)"])) == "")
        #expect(server.webSocketMount(for: head("/ws", [.cookie: "apparch_token_8080=\(token)"])) == "")
        #expect(server.webSocketMount(for: head("/ws")) == nil)
        #expect(server.webSocketMount(for: head("/ws?token=wrong-token-0123456789")) == nil)
        #expect(server.webSocketMount(for: head("/ws?token=\(token)", host: "rebind.example:8080")) == nil)
        #expect(server.webSocketMount(for: head("/ws?token=\(token)", [.origin: "http://evil.example:8080"])) == nil)
        #expect(server.webSocketMount(for: head("/ws?token=\(token)", [.origin: "http://127.0.0.1:8080"])) == "")
        #expect(server.webSocketMount(for: head("/ws?token=\(token)&mount=nowhere")) == nil)
        #expect(server.webSocketMount(for: head("/other?token=\(token)")) == nil)
    }

    @Test func originPolicyAcceptsOnlyThisServersPages() {
        let policy = OriginPolicy(boundHost: "127.0.0.1")
        #expect(policy.allows(origin: nil, host: "127.0.0.1:8080"))
        #expect(policy.allows(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080"))
        #expect(policy.allows(origin: "http://localhost:8080", host: "localhost:8080"))
        #expect(!policy.allows(origin: "http://evil.example", host: "127.0.0.1:8080"))
        // DNS rebinding: origin and host agree, but the host is not this machine.
        #expect(!policy.allows(origin: "http://evil.example:8080", host: "evil.example:8080"))
    }
}
