import Foundation
import RecordingsRemote
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The client's view of the Recordings server: addresses, the requests of the sample's protocol, and
/// how a change's answer is read.
@Suite struct RemoteLibraryTests {
    @Test func anAddressCarriesItsTokenOrTakesOneApart() throws {
        let server = try RemoteLibrary(address: "http://127.0.0.1:8081/?token=abc")
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:8081/")
        #expect(server.token == "abc")
        let given = try RemoteLibrary(address: "http://127.0.0.1:8081?token=abc", token: "given")
        #expect(given.token == "given" && given.baseURL.absoluteString == "http://127.0.0.1:8081/")
        for address in ["", "127.0.0.1:8081", "ftp://host/", "http:///path", "not a url"] {
            #expect(throws: ServerAddressError.self) { try RemoteLibrary(address: address) }
        }
        do {
            _ = try RemoteLibrary(address: "ftp://host/")
        } catch {
            #expect(error.description.contains("?token=") && error.description.contains("ftp://host/"))
        }
    }

    @Test func requestsFollowTheSamplesPathsWithTheToken() throws {
        let server = try RemoteLibrary(address: "http://127.0.0.1:8081/?token=abc")
        let root = UUID()
        let folder = UUID()
        let contents = server.contents(at: [root, folder])
        #expect(contents.url.path == "/contents/\(root.uuidString)/\(folder.uuidString)")
        #expect(contents.request.value(forHTTPHeaderField: "Authorization") == "Bearer abc")
        let object = ChangeObject(name: "Ideas", uuid: UUID(), isFolder: true)
        let change = server.change(.update, object, parentPath: [root])
        #expect(change.request.httpMethod == "POST")
        #expect(change.url.path == "/change/update/\(root.uuidString)")
        let body = try #require(change.request.httpBody)
        #expect(try JSONDecoder().decode(ChangeObject.self, from: body) == object)
        #expect(server.stream(folder).url.path == "/stream/\(folder.uuidString)")
        #expect(try server.rootUUID.parse(Data("\(root.uuidString)\n".utf8)).get() == root)
        #expect(throws: NetworkError.self) { try server.rootUUID.parse(Data("nope".utf8)).get() }
    }

    /// Success and the sample's error keys are answers; anything else (a 5xx, a 4xx without a key, a 200
    /// that is not `successKey`) leaves it open whether the change was applied.
    @Test func aChangesAnswerIsAppliedRejectedOrUnknown() throws {
        let change = try RemoteLibrary(address: "http://h/").change(
            .create, ChangeObject(name: "A", uuid: UUID(), isFolder: true), parentPath: [UUID()])
        func outcome(_ status: Int, _ body: String) -> Result<ChangeOutcome, NetworkError> {
            change.parseResponse(TransportResponse(statusCode: status, body: Data(body.utf8)))
        }
        #expect(try outcome(200, #"{"successKey":true}"#).get() == .applied)
        #expect(try outcome(409, #"{"errorKey":"itemAlreadyExists"}"#).get() == .rejected(.itemAlreadyExists))
        #expect(try outcome(404, #"{"errorKey":"parentNotFound"}"#).get() == .rejected(.parentNotFound))
        for (status, body) in [
            (500, #"{"errorKey":"itemNotFound"}"#), (400, #"{"errorKey":"somethingNew"}"#), (401, "{}"),
            (200, "garbage"), (200, #"{"successKey":false}"#),
        ] {
            #expect(throws: NetworkError.self) { try outcome(status, body).get() }
        }
    }
}
