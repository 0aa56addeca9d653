import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ServerTesting
import Testing
import WebHost

/// A real web host on a loopback port, spoken to over a raw socket: every request the HTTP decoder refuses
/// is answered (`400`, `501` for an unknown method, `505` for an unknown version) and its connection closed
/// at once, as the API servers do; a WebSocket upgrade without the token gets the `401` of every request.
@Suite struct MalformedRequestTests {
    @Test(arguments: MalformedRequest.all) func aMalformedRequestIsAnsweredAndClosed(
        request: MalformedRequest
    ) async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let exchange = try await RawHTTPExchange.send(request.bytes, port: port, wait: 5)
            #expect(exchange.status == request.status, "\(request): \(exchange.response)")
            #expect(exchange.closed, "\(request): the connection is closed at once")
        }
    }

    @Test func aWebSocketUpgradeWithoutTheTokenGets401LikeEveryRequest() async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        let upgrade =
            "GET /ws?mount= HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + "Origin: http://127.0.0.1\r\n"
        try await server.makeApplication().test(.live) { client in
            let port = try #require(client.port)
            let refused = try await RawHTTPExchange.send(upgrade + "\r\n", port: port, wait: 1)
            #expect(refused.status == 401, "\(refused.response)")
            #expect(refused.response.contains("Open the link printed by apparch serve"))
            let foreign = try await RawHTTPExchange.send(
                upgrade.replacingOccurrences(of: "Host: 127.0.0.1", with: "Host: evil.example") + "\r\n", port: port,
                wait: 1)
            #expect(foreign.status == 403, "\(foreign.response)")
            let wrong = try await RawHTTPExchange.send(
                upgrade + "Authorization: Bearer test-token-0123456788\r\n\r\n", port: port, wait: 1)
            #expect(wrong.status == 401, "a wrong token of the right length: \(wrong.response)")
            // A client may send its first frame with the request (here a masked ping): the bytes after the
            // head reach the WebSocket, not the HTTP handlers.
            let ping: [UInt8] = [0x89, 0x80, 1, 2, 3, 4]
            let admitted = try await RawHTTPExchange.send(
                Array((upgrade + "Authorization: Bearer \(HTTPTests.token.value)\r\n\r\n").utf8) + ping, port: port,
                wait: 1)
            #expect(admitted.status == 101, "with the token the upgrade goes ahead: \(admitted.response)")
            // NB: the response is text, so the pong's first byte (0x8A) reads as U+FFFD; its length is 0.
            #expect(admitted.response.contains("\u{FFFD}\u{0}"), "the ping is answered with a pong")
        }
    }

    @Test func anotherSitesRequestsAreRefusedWithFetchMetadata() async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        let audio = "/audio/\(UUID().uuidString).wav?mount="
        @Sendable func fields(_ site: String?, mode: String = "no-cors", destination: String = "audio") -> HTTPFields {
            var fields = HTTPTests.authorized()
            guard let site else { return fields }
            for (name, value) in [("Sec-Fetch-Site", site), ("Sec-Fetch-Mode", mode), ("Sec-Fetch-Dest", destination)] {
                if let name = HTTPField.Name(name) { fields[name] = value }
            }
            return fields
        }
        try await server.makeApplication().test(.router) { client in
            // A page on another port of 127.0.0.1 is the same site, and its cookie goes with the request.
            for site in ["same-site", "cross-site"] {
                try await client.execute(uri: audio, method: .get, headers: fields(site)) {
                    #expect($0.status == .forbidden, "\(site)")
                }
                try await client.execute(
                    uri: "/inspect/", method: .get, headers: fields(site, mode: "cors", destination: "empty")
                ) {
                    #expect($0.status == .forbidden, "\(site)")
                }
            }
            // This server's own pages, the address bar, and programs that send no such header pass.
            for site in ["same-origin", "none", nil] {
                try await client.execute(uri: audio, method: .get, headers: fields(site)) {
                    #expect($0.status == .notFound, "\(site ?? "no header"): only the recording is missing")
                }
            }
            // Following a link from another site opens the page (it reads nothing back).
            try await client.execute(
                uri: "/", method: .get, headers: fields("cross-site", mode: "navigate", destination: "document")
            ) { #expect($0.status == .ok) }
            try await client.execute(
                uri: "/", method: .get, headers: fields("same-site", mode: "navigate", destination: "iframe")
            ) { #expect($0.status == .forbidden, "a frame on another site's page is no top-level navigation") }
        }
    }
}
