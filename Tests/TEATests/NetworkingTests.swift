import Foundation
import Services
import TEA
import TestSupport
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

    /// The clients of a program whose commands fetch.
    struct Clients: HTTPEnvironment {
        let transport: any HTTPTransport
    }

    let url = URL(string: "http://127.0.0.1:9/items.json")!

    /// A program's command that fetches: the request and the response→message mapping, as values.
    enum FetchCommand: Command {
        typealias Environment = Clients
        case request(URLRequest, available: Reply<Result<Data, NetworkError>, String>)

        @MainActor func run(in context: CommandContext<String, Clients>) {
            switch self {
            case .request(let request, let available): context.request(request) { available($0) }
            }
        }
    }

    @Test func theRequestCommandSendsTheMappedDataBack() async {
        let transport = FakeTransport(.success(Data("hello".utf8)))
        #expect(await run(.request(URLRequest(url: url), available: Reply { Self.describe($0) }), transport) == "hello")
        #expect(transport.requests.map(\.url) == [url])
    }

    @Test func theRequestCommandSendsTheFailureBackAsAMessage() async {
        let failing = FakeTransport(.failure(.status(url: url, code: 500)))
        let message = await run(.request(URLRequest(url: url), available: Reply { Self.describe($0) }), failing)
        #expect(message == "failed: \(NetworkError.status(url: url, code: 500))")
    }

    nonisolated static func describe(_ result: Result<Data, NetworkError>) -> String {
        switch result {
        case .success(let data): String(decoding: data, as: UTF8.self)
        case .failure(let error): "failed: \(error)"
        }
    }

    private func run(_ command: FetchCommand, _ transport: FakeTransport) async -> String {
        await withCheckedContinuation { continuation in
            command.run(
                in: CommandContext(
                    viewController: ViewController(), send: { continuation.resume(returning: $0) },
                    environment: Clients(transport: transport)))
        }
    }

    /// The book's technique, without a second type: `update` returns command values, so a test compares
    /// the request and runs the data→message mapping without executing the request.
    static func reload(from url: URL) -> [FetchCommand] {
        [
            .request(
                URLRequest(url: url),
                available: Reply { result in
                    (try? result.get()).map { "loaded \($0.count) bytes" } ?? "offline"
                })
        ]
    }

    @Test func aRequestCommandCanBeCheckedWithoutRunningIt() throws {
        let commands = Self.reload(from: url)
        guard case .request(let request, let available) = try #require(commands.first) else {
            Issue.record("expected a request command")
            return
        }
        #expect(request.url == url)
        #expect(available(.success(Data([1, 2, 3]))) == "loaded 3 bytes")
        #expect(available(.failure(.unreachable(url: url, reason: "offline"))) == "offline")
    }
}
