import Foundation
import KooberKit
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Koober Cloud's HTTP client: the requests it builds and how it reads answers, garbage included.
@MainActor @Suite struct KooberCloudClientTests {
    let cloud: KooberCloud
    let session = RemoteUserSession(token: "tok-123")

    init() throws {
        cloud = try KooberCloud(address: "http://127.0.0.1:8082/")
    }

    static func answer(_ status: Int, _ body: String) -> TransportResponse {
        TransportResponse(statusCode: status, body: Data(body.utf8))
    }

    @Test func loginSendsBasicCredentialsAndReadsTheSession() throws {
        let resource = cloud.login(email: "johnny@gmail.com", password: "pass:word")
        #expect(resource.request.httpMethod == "POST")
        #expect(resource.request.url?.absoluteString == "http://127.0.0.1:8082/login")
        let credential = Data("johnny@gmail.com:pass:word".utf8).base64EncodedString()
        #expect(resource.request.value(forHTTPHeaderField: "Authorization") == "Basic \(credential)")
        let body = """
            {"profile":{"name":"Johnny Appleseed","email":"johnny@gmail.com","mobileNumber":"510-736-8754",\
            "avatar":"file:///avatar/johnnya"},"token":"64652626"}
            """
        let session = try resource.parseResponse(Self.answer(200, body)).get().get()
        #expect(session.remoteSession.token == "64652626")
        #expect(session.profile.name == "Johnny Appleseed")
        #expect(try resource.parseResponse(Self.answer(401, "")).get() == .failure(.wrongCredentials))
    }

    @Test func theRideCallsCarryTheBearerTokenAndEncodeTheQuery() throws {
        let pickup = Location(id: "0", latitude: -33.864308, longitude: 151.209146)
        let search = cloud.locations(matching: "Rock & Roll + Co", near: pickup, session: session)
        #expect(search.request.value(forHTTPHeaderField: "Authorization") == "Bearer tok-123")
        let query = try #require(search.request.url?.query)
        #expect(query.contains("query=Rock%20%26%20Roll%20%2B%20Co"))
        #expect(query.contains("latitude=-33.864308"))
        let options = cloud.rideOptions(at: pickup, session: session)
        #expect(options.request.httpMethod == "GET")
        #expect(options.request.url?.path == "/rideOptions")
        #expect(cloud.logout(session).request.value(forHTTPHeaderField: "Authorization") == "Bearer tok-123")
    }

    @Test func theServersWordsBecomeTheErrorAndGarbageIsUndecodable() throws {
        let pickup = FakeLocator.sydney
        let options = cloud.rideOptions(at: pickup, session: session)
        #expect(
            try options.parseResponse(Self.answer(401, #"{"error":"Sign in again."}"#)).get()
                == .failure(.remote("Sign in again.")))
        guard case .failure(.status(_, 502)) = options.parseResponse(Self.answer(502, "<html>")) else {
            Issue.record("a status without words is the status")
            return
        }
        guard case .failure(.undecodable) = options.parseResponse(Self.answer(200, "[{\"nope\":1}]")) else {
            Issue.record("a body of the wrong shape is undecodable")
            return
        }
        let signUp = cloud.signUp(
            NewAccount(fullName: "A", nickname: "A", email: "a@b.c", mobileNumber: "1", password: "p"))
        #expect(try signUp.parseResponse(Self.answer(409, #"{"error":"taken"}"#)).get() == .failure(.emailTaken))
    }

    @Test func placesOffTheEarthAreRefused() {
        let search = cloud.locations(matching: "", near: FakeLocator.sydney, session: session)
        let body = #"[{"name":"Nowhere","location":{"id":"9","latitude":123.0,"longitude":0}}]"#
        guard case .failure(.undecodable(_, let reason)) = search.parseResponse(Self.answer(200, body)) else {
            Issue.record("a latitude of 123° is garbage")
            return
        }
        #expect(reason.contains("latitude 123.0 is not within ±90°"))
    }

    @Test func anAddressThatIsNotHTTPIsRefusedWithAnExample() {
        #expect(throws: KooberCloudAddressError.self) { try KooberCloud(address: "ftp://example.com") }
        #expect(KooberCloudAddressError(address: "x").description.contains("http://127.0.0.1:8082/"))
    }
}
