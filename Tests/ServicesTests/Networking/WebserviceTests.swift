import Foundation
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The book's `Resource` and `Webservice` (TEA chapter lessons), with failures kept as reasons.
@MainActor
struct WebserviceTests {
    struct RemoteItem: Codable, Equatable, Sendable {
        var name: String
    }

    let url = URL(string: "http://127.0.0.1:9/items.json")!

    @Test func aResourceParsesFixtureJSONAndSaysWhyBadDataIsRefused() throws {
        let resource = Resource<[RemoteItem]>(url: url)
        #expect(
            try resource.parse(Data(#"[{"name":"A"},{"name":"B"}]"#.utf8)).get() == [
                RemoteItem(name: "A"), RemoteItem(name: "B"),
            ])
        guard case .failure(.undecodable(let failedURL, _)) = resource.parse(Data("not json".utf8)) else {
            Issue.record("bad JSON must be refused as undecodable")
            return
        }
        #expect(failedURL == url)
        #expect(throws: NetworkError.self) { try resource.parse(Data(#"{"name":"A"}"#.utf8)).get() }
        let names = resource.map { $0.map(\.name) }
        #expect(try names.parse(Data(#"[{"name":"C"}]"#.utf8)).get() == ["C"])
        let nonEmpty = resource.map { $0.isEmpty ? nil : $0 }
        #expect(throws: NetworkError.self) { try nonEmpty.parse(Data("[]".utf8)).get() }
    }

    @Test func theWebserviceCallsBackExactlyOnceWithTheValue() async throws {
        let transport = FakeTransport(.success(Data(#"[{"name":"A"}]"#.utf8)))
        var results: [Result<[RemoteItem], NetworkError>] = []
        await Webservice(transport: transport).load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        #expect(results.count == 1)
        #expect(try results.first?.get() == [RemoteItem(name: "A")])
        #expect(transport.requests.map(\.url) == [url])
    }

    @Test func theWebserviceCallsBackOnceWithTheReasonOnFailureOrBadData() async {
        var results: [Result<[RemoteItem], NetworkError>] = []
        let offline = NetworkError.unreachable(url: url, reason: "offline")
        await Webservice(transport: FakeTransport(.failure(offline)))
            .load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        await Webservice(transport: FakeTransport(.success(Data("{".utf8))))
            .load(Resource<[RemoteItem]>(url: url)) { results.append($0) }.value
        #expect(results.count == 2)
        guard case .failure(let first) = results.first, case .failure(let second) = results.last else {
            Issue.record("both loads must fail")
            return
        }
        #expect(first == offline)
        #expect(first.description.contains("could not be reached"))
        guard case .undecodable = second else {
            Issue.record("bad data must be reported as undecodable, not \(second)")
            return
        }
    }

    @Test func errorMessagesNameTheServerAndWhatToDo() {
        #expect(NetworkError.status(url: url, code: 503).description.contains("503"))
        #expect(NetworkError.unreachable(url: url, reason: "timed out").description.contains("try again"))
    }

    /// On a clock, the callback is a turn of the run loop (turn observers, which hosts render with, run
    /// after it), and the request counts as background work until the callback has run.
    @Test func aLoadOnAClockCallsBackAsATurnAndCountsAsBackgroundWork() async {
        let clock = VirtualClock()
        let work = BackgroundWork()
        var events: [String] = []
        clock.addTurnObserver { events.append("turn") }
        let service = Webservice(
            transport: FakeTransport(.success(Data(#"[{"name":"A"}]"#.utf8))), clock: clock, backgroundWork: work)
        service.load(Resource<[RemoteItem]>(url: url)) { _ in events.append("callback (work: \(work.count))") }
        #expect(work.count == 1 && !work.isIdle)
        await work.waitUntilIdle()
        #expect(events == ["callback (work: 1)", "turn"])
        #expect(work.isIdle)
    }

    @Test func backgroundWorkWaitsForEveryPieceAndIgnoresUnknownTokens() async {
        let work = BackgroundWork()
        await work.waitUntilIdle()
        let first = work.begin()
        let second = work.begin()
        var woke = false
        let waiter = Task { @MainActor in
            await work.waitUntilIdle()
            woke = true
        }
        work.end(first)
        work.end(first)
        await Task.yield()
        #expect(!woke && work.count == 1)
        work.end(second)
        await waiter.value
        #expect(woke && work.isIdle)
    }

    /// A resource that reads the whole answer sees error statuses with their bodies; the book's form
    /// (a parser of the body) refuses them as status failures.
    @Test func resourcesReadErrorAnswersOnlyWhenTheyAskForThem() async throws {
        let answer = TransportResponse(statusCode: 409, body: Data(#"{"errorKey":"x"}"#.utf8))
        let whole = Resource<String>(request: URLRequest(url: url)) { .success("\($0.statusCode) \($0.body.count)") }
        var results: [String] = []
        await Webservice(transport: FakeTransport(response: answer)).load(whole) {
            if case .success(let text) = $0 { results.append(text) }
        }.value
        #expect(results == ["409 16"])
        var failure: NetworkError?
        await Webservice(transport: FakeTransport(response: answer)).load(Resource<[RemoteItem]>(url: url)) {
            if case .failure(let error) = $0 { failure = error }
        }.value
        #expect(failure == .status(url: url, code: 409))
    }
}
