import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import KooberKit
import ServerTesting
import Testing

@testable import KooberCloudServer

/// Koober Cloud on a loopback port, spoken to over a raw socket: malformed requests are answered and
/// closed; a session token or password of the right length but one byte off signs nobody in.
@Suite struct KooberCloudConnectionTests {
    @Test func everyMalformedRequestIsAnsweredAndClosed() async throws {
        let database = try await KooberCloudDatabase.inMemory(parameters: .testing)
        let server = try await LiveServer.start { port, onRunning in
            KooberCloudServer.makeServiceGroup(
                configuration: KooberCloudConfiguration(settings: .init(port: port)), database: database,
                signals: [], onRunning: onRunning)
        }
        var failure: (any Error)?
        do {
            for request in MalformedRequest.all {
                let exchange = try await RawHTTPExchange.send(request.bytes, port: server.port, wait: 5)
                #expect(exchange.status == request.status, "\(request): \(exchange.response)")
                #expect(exchange.closed, "\(request): the connection is closed at once")
            }
        } catch {
            failure = error
        }
        await server.stop()
        try await database.shutdown()
        if let failure { throw failure }
    }

    @Test(arguments: TestEngine.available) func aTokenOrPasswordOneByteOffIsRefused(engine: TestEngine) async throws {
        try await TestCloud.make(engine).use { database in
            let app = Application(router: KooberCloudAPI.router(database: database))
            try await app.test(.router) { client in
                let token = try await client.execute(
                    uri: "/login", method: .post, headers: Wire.basic("johnny@gmail.com", "password")
                ) { try Wire.decode(KooberCloud.SessionPayload.self, $0).token }
                var bytes = Array(token.utf8)
                bytes[0] = bytes[0] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
                let offByOne = String(decoding: bytes, as: UTF8.self)
                #expect(offByOne.count == token.count && offByOne != token)
                try await client.execute(
                    uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(offByOne)
                ) { #expect($0.status == .unauthorized) }
                try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(token))
                {
                    #expect($0.status == .ok)
                }
                try await client.execute(
                    uri: "/login", method: .post, headers: Wire.basic("johnny@gmail.com", "passwore")
                ) { #expect($0.status == .unauthorized, "a password of the right length, one byte off") }
            }
        }
    }
}
