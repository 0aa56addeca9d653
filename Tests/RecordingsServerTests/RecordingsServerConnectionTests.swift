import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RecordingsServer
import ServerTesting
import Testing

/// `apparch api recordings` on a loopback port, spoken to over a raw socket: malformed requests are
/// answered and closed, the Bearer check compares every byte, and pages are refused by Fetch Metadata.
@Suite struct RecordingsServerConnectionTests {
    static let token = "0123456789abcdefABCDEF"

    /// Runs `body` against a live server on a fresh in-memory library.
    func withServer(_ body: (Int) async throws -> Void) async throws {
        try await TestLibrary.make(.sqlite).use { database in
            let server = try await LiveServer.start { port, onRunning in
                RecordingsAPIServer.makeServiceGroup(
                    configuration: .init(port: port, token: Self.token), database: database, signals: [],
                    onRunning: onRunning)
            }
            do {
                try await body(server.port)
            } catch {
                await server.stop()
                throw error
            }
            await server.stop()
        }
    }

    @Test func everyMalformedRequestIsAnsweredAndClosed() async throws {
        try await withServer { port in
            for request in MalformedRequest.all {
                let exchange = try await RawHTTPExchange.send(request.bytes, port: port, wait: 5)
                #expect(exchange.status == request.status, "\(request): \(exchange.response)")
                #expect(exchange.closed, "\(request): the connection is closed at once")
            }
        }
    }

    @Test func aWrongTokenOfTheRightLengthIsRefused() async throws {
        var wrong = Array(Self.token.utf8)
        wrong[wrong.count - 1] ^= 0x01
        let sameLength = String(decoding: wrong, as: UTF8.self)
        #expect(sameLength.utf8.count == Self.token.utf8.count && sameLength != Self.token)
        try await withServer { port in
            func get(_ token: String) async throws -> RawHTTPExchange {
                try await RawHTTPExchange.send(
                    "GET /uuid HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nConnection: close\r\n\r\n",
                    port: port, wait: 5)
            }
            let refused = try await get(sameLength)
            #expect(refused.status == 401, "\(refused.response)")
            let admitted = try await get(Self.token)
            #expect(admitted.status == 200, "\(admitted.response)")
        }
    }

    @Test func aPagesRequestIsRefusedEvenWithoutOrigin() async throws {
        try await withServer { port in
            for site in ["same-site", "cross-site", "same-origin"] {
                let exchange = try await RawHTTPExchange.send(
                    "GET /uuid HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(Self.token)\r\n"
                        + "Sec-Fetch-Site: \(site)\r\nConnection: close\r\n\r\n", port: port, wait: 5)
                #expect(exchange.status == 403, "\(site)")
            }
        }
    }
}
