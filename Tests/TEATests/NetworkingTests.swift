import Foundation
import Services
import TEA
import Testing
import ViewKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Scenarios 29 and 30 of the TEA digest: the request command, and side effects as values.
@MainActor
struct NetworkingTests {
    struct RemoteItem: Codable, Equatable, Sendable {
        var name: String
    }

    /// Answers every request with fixed bytes (or an error) and records what was asked.
    final class FakeTransport: HTTPTransport, @unchecked Sendable {
        // NB: only touched from the main actor in these tests; `requests` is read after the awaits.
        var requests: [URLRequest] = []
        let answer: Result<Data, URLError>

        init(_ answer: Result<Data, URLError>) { self.answer = answer }

        func data(for request: URLRequest) async throws -> Data {
            requests.append(request)
            return try answer.get()
        }
    }

    let url = URL(string: "http://127.0.0.1:9/items.json")!

    @Test func aResourceParsesFixtureJSONAndRejectsBadData() {
        let resource = Resource<[RemoteItem]>(url: url)
        #expect(
            resource.parse(Data(#"[{"name":"A"},{"name":"B"}]"#.utf8)) == [
                RemoteItem(name: "A"), RemoteItem(name: "B"),
            ])
        #expect(resource.parse(Data("not json".utf8)) == nil)
        #expect(resource.parse(Data(#"{"name":"A"}"#.utf8)) == nil)
        let names = resource.map { $0.map(\.name) }
        #expect(names.parse(Data(#"[{"name":"C"}]"#.utf8)) == ["C"])
    }

    @Test func theWebserviceCallsBackExactlyOnceWithTheValue() async {
        let transport = FakeTransport(.success(Data(#"[{"name":"A"}]"#.utf8)))
        var results: [[RemoteItem]?] = []
        await Webservice(transport: transport).load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        #expect(results == [[RemoteItem(name: "A")]])
        #expect(transport.requests.map(\.url) == [url])
    }

    @Test func theWebserviceCallsBackOnceWithNilOnFailureOrBadData() async {
        var results: [[RemoteItem]?] = []
        await Webservice(transport: FakeTransport(.failure(URLError(.notConnectedToInternet))))
            .load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        await Webservice(transport: FakeTransport(.success(Data("{".utf8))))
            .load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0 == nil })
    }

    @Test func theRequestCommandSendsTheMappedDataBack() async {
        let transport = FakeTransport(.success(Data("hello".utf8)))
        var environment = ServiceRegistry()
        environment.register(transport, as: (any HTTPTransport).self)
        let message: String = await withCheckedContinuation { continuation in
            let command = Command<String>.request(URLRequest(url: url)) { data in
                data.map { String(decoding: $0, as: UTF8.self) } ?? "failed"
            }
            command.run(
                Command<String>.Context(
                    viewController: ViewController(), send: { continuation.resume(returning: $0) },
                    environment: environment))
        }
        #expect(message == "hello")
        #expect(transport.requests.map(\.url) == [url])
    }

    /// The book's technique: `update` is generic over the command protocol, so a test compares the
    /// request and runs the data→message mapping without executing the request.
    enum FetchCommand: RequestCommandProtocol {
        typealias Message = String
        case request(URLRequest, available: @Sendable (Data?) -> String)
        case other

        // NB: the `request` case itself satisfies the protocol's `request(_:available:)` factory.
        static func send(_ message: String) -> Self { .other }
        static func modalAlert(title: String, message: String?, accept: String, dismissed: String?) -> Self {
            .other
        }
        static func modalTextAlert(
            title: String, accept: String, cancel: String, placeholder: String,
            submit: @escaping @Sendable (String?) -> String
        ) -> Self { .other }
    }

    static func reload<C: RequestCommandProtocol>(from url: URL) -> [C] where C.Message == String {
        [.request(URLRequest(url: url)) { data in data == nil ? "offline" : "loaded \(data?.count ?? 0) bytes" }]
    }

    @Test func aRequestCommandCanBeCheckedWithoutRunningIt() throws {
        let commands: [FetchCommand] = Self.reload(from: url)
        guard case .request(let request, let available) = try #require(commands.first) else {
            Issue.record("expected a request command")
            return
        }
        #expect(request.url == url)
        #expect(available(Data([1, 2, 3])) == "loaded 3 bytes")
        #expect(available(nil) == "offline")
    }
}
