import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import KooberKit
import NIOCore
import ServerTesting
import Testing

@testable import KooberCloudServer

/// Fresh Koober Cloud data for one test (seeded, with cheap scrypt parameters): in-memory SQLite, or a new
/// PostgreSQL database dropped afterwards.
typealias TestCloud = TestDatabase<KooberCloudDatabase>

extension TestDatabase where Database == KooberCloudDatabase {
    static func make(_ engine: TestEngine) async throws -> TestCloud {
        try await make(
            engine, sqlite: { try await KooberCloudDatabase.inMemory(parameters: .testing) },
            postgres: { try await KooberCloudDatabase.postgres(url: $0, parameters: .testing) },
            shutdown: { try await $0.shutdown() })
    }
}

/// Requests and answers of the API tests.
enum Wire {
    static func basic(_ email: String, _ password: String) -> HTTPFields {
        [.authorization: "Basic " + Data("\(email):\(password)".utf8).base64EncodedString()]
    }

    static func bearer(_ token: String) -> HTTPFields {
        [.authorization: "Bearer \(token)"]
    }

    static func json(_ value: some Encodable) throws -> ByteBuffer {
        ByteBuffer(bytes: try JSONEncoder().encode(value))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(response.body.readableBytesView))
    }

    /// The `error` of a refusal's body (nil when the body is not `{"error": "…"}`).
    static func error(_ response: TestResponse) -> String? {
        (try? JSONDecoder().decode(KooberCloud.ErrorPayload.self, from: Data(response.body.readableBytesView)))?.error
    }

    static let account = NewAccount(
        fullName: "Ada Lovelace", nickname: "Ada", email: "ada@example.com", mobileNumber: "555-0100",
        password: "analytical engine")

    static let sydney = "latitude=-33.864&longitude=151.21"

    static func ride(option: String = RideOption.samples[0].id) -> NewRideRequest {
        NewRideRequest(
            waypoints: NewRideWaypoints(
                pickupLocation: Location(id: "0", latitude: -33.864, longitude: 151.21),
                dropoffLocation: FakeNewRideRemoteAPI.places[0].location),
            rideOptionID: option)
    }

    /// Signs in as the seeded account and returns the token.
    static func signInJohnny(_ client: any TestClientProtocol) async throws -> String {
        try await client.execute(
            uri: "/login", method: .post, headers: basic(FakeAuthRemoteAPI.email, FakeAuthRemoteAPI.password)
        ) { response in
            #expect(response.status == .ok)
            return try decode(KooberCloud.SessionPayload.self, response).token
        }
    }
}
