import Foundation
import HTTPGuards
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import KooberKit
import NIOCore
import ServerTesting
import Services
import Testing

@testable import KooberCloudServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Koober Cloud in process, on every engine (in-memory SQLite, and a fresh PostgreSQL database when the
/// test command started a cluster): the sample client's endpoints, their refusals, and the limits.
@Suite struct KooberCloudAPITests {
    func withAPI(
        _ engine: TestEngine, _ body: @Sendable (any TestClientProtocol, KooberCloudDatabase) async throws -> Void
    ) async throws {
        try await TestCloud.make(engine).use { database in
            let app = Application(router: KooberCloudAPI.router(database: database))
            try await app.test(.router) { client in try await body(client, database) }
        }
    }

    @Test(arguments: TestEngine.available) func signingInTakesTheRightPairOnly(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            try await client.execute(uri: "/login", method: .post, headers: Wire.basic("JOHNNY@gmail.com", "password"))
            {
                response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let session = try Wire.decode(KooberCloud.SessionPayload.self, response)
                #expect(session.profile == FakeAuthRemoteAPI.johnny, "emails are compared ignoring case")
                #expect(session.token.count == 64 && session.token.allSatisfy(\.isHexDigit))
            }
            for headers in [Wire.basic("johnny@gmail.com", "Password"), Wire.basic("nobody@gmail.com", "password")] {
                try await client.execute(uri: "/login", method: .post, headers: headers) { response in
                    #expect(response.status == .unauthorized)
                    #expect(Wire.error(response)?.contains("do not match an account") == true)
                }
            }
            for headers: HTTPFields in [[:], [.authorization: "Basic !!!"], Wire.basic("johnny@gmail.com", "")] {
                try await client.execute(uri: "/login", method: .post, headers: headers) { response in
                    #expect(response.status == .unauthorized)
                    #expect(Wire.error(response) != nil)
                }
            }
        }
    }

    @Test(arguments: TestEngine.available) func signingUpMakesAnAccountOnceForAnEmail(engine: TestEngine) async throws {
        try await withAPI(engine) { client, database in
            let token = try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(Wire.account)) {
                response in
                #expect(response.status == .ok)
                let session = try Wire.decode(KooberCloud.SessionPayload.self, response)
                #expect(session.profile.name == "Ada Lovelace" && session.profile.email == "ada@example.com")
                return session.token
            }
            try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(token)) {
                #expect($0.status == .ok, "the sign-up's token works")
            }
            var again = Wire.account
            again.email = "ADA@example.com"
            again.password = "something else"
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(again)) { response in
                #expect(response.status == .conflict)
                #expect(Wire.error(response)?.contains("exists already") == true)
            }
            #expect(try await database.signIn(email: "ada@example.com", password: "something else") == nil)
            #expect(try await database.signIn(email: "ada@example.com", password: "analytical engine") != nil)
            #expect(try await Tables.count("accounts", in: database) == 2)
        }
    }

    @Test(arguments: TestEngine.available) func aSignUpWithEmptyOrMalformedFieldsChangesNothing(
        engine: TestEngine
    ) async throws {
        try await withAPI(engine) { client, database in
            var empty = Wire.account
            empty.nickname = "  "
            var notAnEmail = Wire.account
            notAnEmail.email = "ada"
            var control = Wire.account
            control.fullName = "Ada\u{0}"
            let bodies: [(ByteBuffer, String)] = [
                (try Wire.json(empty), "Nickname is empty"), (try Wire.json(notAnEmail), "email address"),
                (try Wire.json(control), "control characters"), (ByteBuffer(string: "{garbage"), "not JSON"),
                (ByteBuffer(string: #"{"fullName": "Ada"}"#), "nickname is missing"),
                (ByteBuffer(string: #"{"fullName": 1}"#), "fullName must be"), (ByteBuffer(), "not JSON"),
            ]
            for (body, expected) in bodies {
                try await client.execute(uri: "/signUp", method: .post, body: body) { response in
                    #expect(response.status == .badRequest)
                    #expect(Wire.error(response)?.contains(expected) == true, "\(Wire.error(response) ?? "no error")")
                }
            }
            #expect(try await Tables.count("accounts", in: database) == 1)
            #expect(try await Tables.count("sessions", in: database) == 0)
        }
    }

    /// The OpenAPI description reads an email address as Unicode scalars: one "@" with something on each
    /// side and no white space. An "@" that a mark or an emoji modifier follows is still that "@"
    /// (schemathesis found the server refusing `w@🏻`, which the description allows), and a tab is still
    /// white space. Basic credentials split at the first ":" scalar, so a password starting with a mark
    /// signs in.
    @Test(arguments: TestEngine.available) func credentialsAreReadAsUnicodeScalars(engine: TestEngine) async throws {
        try await withAPI(engine) { client, database in
            var modified = Wire.account
            modified.email = "w@\u{1F3FB}"
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(modified)) { response in
                #expect(response.status == .ok, "\(Wire.error(response) ?? "")")
            }
            var tabbed = Wire.account
            tabbed.email = "ada\t@example.com"
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(tabbed)) { response in
                #expect(response.status == .badRequest)
            }
            #expect(try await Tables.count("accounts", in: database) == 2)
            var marked = Wire.account
            marked.email = "marked@example.com"
            marked.password = "\u{301}password"
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(marked)) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(
                uri: "/login", method: .post, headers: Wire.basic("marked@example.com", "\u{301}password")
            ) { response in
                #expect(response.status == .ok, "a password starting with a mark signs in")
            }
        }
    }

    @Test(arguments: TestEngine.available) func signingOutRevokesTheToken(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let token = try await Wire.signInJohnny(client)
            let other = try await Wire.signInJohnny(client)
            try await client.execute(uri: "/logout", method: .post, headers: Wire.bearer(token)) {
                #expect($0.status == .ok)
            }
            try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(token)) {
                #expect($0.status == .unauthorized)
            }
            try await client.execute(uri: "/logout", method: .post, headers: Wire.bearer(token)) {
                #expect($0.status == .unauthorized)
            }
            try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(other)) {
                #expect($0.status == .ok, "another session of the account goes on")
            }
        }
    }

    @Test(arguments: TestEngine.available) func aMissingOrUnknownTokenIs401(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let unknown = String(repeating: "ab", count: 32)
            for headers: HTTPFields in [[:], Wire.bearer("nothex"), Wire.bearer(unknown), Wire.basic("a", "b")] {
                for (uri, method) in [
                    ("/rideOptions?\(Wire.sydney)", HTTPRequest.Method.get), ("/locations?\(Wire.sydney)", .get),
                    ("/logout", .post), ("/ride", .post),
                ] {
                    try await client.execute(
                        uri: uri, method: method, headers: headers, body: try Wire.json(Wire.ride())
                    ) { response in
                        #expect(response.status == .unauthorized, "\(uri)")
                        #expect(response.headers[.wwwAuthenticate] == "Bearer")
                        #expect(Wire.error(response)?.contains("Bearer") == true)
                    }
                }
            }
        }
    }

    /// A token one digit off a live session's (the same length and shape) signs nothing in, and a logout
    /// with it ends no session: the check compares the whole token, not its length or shape.
    @Test(arguments: TestEngine.available) func aWrongTokenOfTheRightLengthIs401(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let token = try await Wire.signInJohnny(client)
            let last = token.last == "0" ? "1" : "0"
            let wrong = String(token.dropLast()) + last
            #expect(wrong.utf8.count == token.utf8.count && wrong != token)
            for (uri, method) in [
                ("/rideOptions?\(Wire.sydney)", HTTPRequest.Method.get), ("/locations?\(Wire.sydney)", .get),
                ("/ride", .post), ("/logout", .post),
            ] {
                try await client.execute(
                    uri: uri, method: method, headers: Wire.bearer(wrong), body: try Wire.json(Wire.ride())
                ) { response in
                    #expect(response.status == .unauthorized, "\(uri)")
                }
            }
            try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(token)) {
                #expect($0.status == .ok, "the right token still signs in after the wrong one's logout")
            }
        }
    }

    @Test(arguments: TestEngine.available) func rideOptionsAreTheSamplesSmallestToLargest(
        engine: TestEngine
    ) async throws {
        try await withAPI(engine) { client, _ in
            let token = try await Wire.signInJohnny(client)
            try await client.execute(uri: "/rideOptions?\(Wire.sydney)", method: .get, headers: Wire.bearer(token)) {
                let options = try Wire.decode([RideOption].self, $0)
                #expect(options == RideOption.samples)
                #expect(String(buffer: $0.body).contains("segmentSelectedImageLocation"), "the sample's keys")
            }
            for query in ["latitude=-33.8", "latitude=north&longitude=151", "latitude=95&longitude=0"] {
                try await client.execute(uri: "/rideOptions?\(query)", method: .get, headers: Wire.bearer(token)) {
                    #expect($0.status == .badRequest)
                    #expect(Wire.error($0)?.contains("degrees") == true)
                }
            }
        }
    }

    @Test(arguments: TestEngine.available) func locationsMatchTheQueryIgnoringCase(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let token = try await Wire.signInJohnny(client)
            func names(_ query: String) async throws -> [String] {
                try await client.execute(
                    uri: "/locations?query=\(query)&\(Wire.sydney)", method: .get, headers: Wire.bearer(token)
                ) {
                    #expect($0.status == .ok)
                    return try Wire.decode([NamedLocation].self, $0).map(\.name)
                }
            }
            let all = FakeNewRideRemoteAPI.places.map(\.name)
            #expect(try await names("opera") == ["Opera House"])
            #expect(try await names("OPERA%20hOuSe") == ["Opera House"])
            #expect(try await names("") == all)
            #expect(try await names("%20%20") == all, "spaces around the query do not count")
            #expect(try await names("e") == all.filter { $0.lowercased().contains("e") })
            #expect(try await names("100+George") == ["100 George Street"], "a form's + is a space")
            #expect(try await names("Apple%2BStore") == [], "an encoded + is a plus")
            #expect(try await names("Apple%26Store") == [], "an encoded & stays in the query")
            #expect(try await names("Apple%26") == [])
            #expect(try await names("%00") == [])
            try await client.execute(
                uri: "/locations?query=%ZZ&\(Wire.sydney)", method: .get, headers: Wire.bearer(token)
            ) { #expect($0.status == .badRequest) }
        }
    }

    /// The client's own request for a search with "&" and "+" reaches the server whole.
    @Test(arguments: TestEngine.available) func theClientsEncodedQueryArrivesWhole(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            let token = try await Wire.signInJohnny(client)
            let cloud = try KooberCloud(address: "http://127.0.0.1:8082/")
            let near = Location(id: "0", latitude: -33.864, longitude: 151.21)
            for query in ["Apple & Store", "Apple + Store", "apple store", "Rock & Roll + Co"] {
                let url = try #require(
                    cloud.locations(matching: query, near: near, session: RemoteUserSession(token: token)).request.url)
                let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
                let uri = components.path + "?" + (components.percentEncodedQuery ?? "")
                let names = try await client.execute(uri: uri, method: .get, headers: Wire.bearer(token)) {
                    try Wire.decode([NamedLocation].self, $0).map(\.name)
                }
                #expect(names == FakeNewRideRemoteAPI.search(query).map(\.name), "\(query)")
            }
        }
    }

    @Test(arguments: TestEngine.available) func aRideIsStoredAndAnUnknownOptionChangesNothing(
        engine: TestEngine
    ) async throws {
        try await withAPI(engine) { client, database in
            let token = try await Wire.signInJohnny(client)
            try await client.execute(
                uri: "/ride", method: .post, headers: Wire.bearer(token), body: try Wire.json(Wire.ride())
            ) { response in
                #expect(response.status == .ok)
                let answer = try Wire.decode([String: String].self, response)
                #expect(answer["rideID"] != nil)
            }
            try await client.execute(
                uri: "/ride", method: .post, headers: Wire.bearer(token), body: try Wire.json(Wire.ride(option: "Emu"))
            ) { response in
                #expect(response.status == .notFound)
                #expect(Wire.error(response)?.contains("no ride option \"Emu\"") == true)
            }
            var farAway = Wire.ride()
            farAway.waypoints.dropoffLocation.latitude = 123
            for body in [try Wire.json(farAway), ByteBuffer(string: "[]"), ByteBuffer(string: #"{"rideOptionID": 1}"#)]
            {
                try await client.execute(uri: "/ride", method: .post, headers: Wire.bearer(token), body: body) {
                    #expect($0.status == .badRequest)
                    #expect(Wire.error($0) != nil)
                }
            }
            let session = try #require(SessionToken(sent: token))
            let johnny = try #require(try await database.account(for: session))
            #expect(try await database.rideCount(for: johnny) == 1)
            #expect(try await Tables.count("rides", in: database) == 1)
        }
    }

    @Test(arguments: TestEngine.available) func aBodyOverTheLimitIs413(engine: TestEngine) async throws {
        try await withAPI(engine) { client, database in
            var huge = Wire.account
            huge.fullName = String(repeating: "A", count: KooberCloudAPI.maximumBodySize)
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(huge)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.contentType] == "application/json")
                #expect(Wire.error(response)?.contains("64 KiB") == true)
            }
            var long = Wire.account
            long.fullName = String(repeating: "A", count: 201)
            try await client.execute(uri: "/signUp", method: .post, body: try Wire.json(long)) {
                #expect($0.status == .badRequest)
            }
            #expect(try await Tables.count("accounts", in: database) == 1)
        }
    }

    @Test(arguments: TestEngine.available) func pagesAndForeignHostsAreRefused(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            try await client.execute(
                uri: "/login", method: .post,
                headers: Wire.basic("johnny@gmail.com", "password") + [.origin: "https://evil.example"]
            ) { response in
                #expect(response.status == .forbidden)
                #expect(Wire.error(response) == "web pages may not use this API")
            }
            // NB: the test client always names localhost; the running binary's tests send other Hosts.
            let policy = OriginPolicy(boundHost: "127.0.0.1")
            #expect(policy.allowsHost("localhost:8082") && !policy.allowsHost("rebound.example:8082"))
        }
    }

    @Test(arguments: TestEngine.available) func aMethodAPathDoesNotTakeIs405WithAllow(engine: TestEngine) async throws {
        try await withAPI(engine) { client, _ in
            for (uri, method, allowed) in [
                ("/login", HTTPRequest.Method.get, "POST"), ("/rideOptions", .post, "GET"), ("/ride", .delete, "POST"),
            ] {
                try await client.execute(uri: uri, method: method) { response in
                    #expect(response.status == .methodNotAllowed)
                    #expect(response.headers[.allow] == allowed)
                    #expect(Wire.error(response) != nil)
                }
            }
            try await client.execute(uri: "/nowhere", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(Wire.error(response)?.contains("/nowhere") == true)
            }
        }
    }
}

extension HTTPFields {
    fileprivate static func + (lhs: HTTPFields, rhs: HTTPFields) -> HTTPFields {
        var fields = lhs
        fields.append(contentsOf: rhs)
        return fields
    }
}
