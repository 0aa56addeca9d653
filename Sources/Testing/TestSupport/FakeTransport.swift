public import Foundation
public import Services
import Synchronization

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// An HTTP transport for tests: answers every request with fixed bytes (or a failure) and records what
/// was asked, so nothing reaches a network.
public final class FakeTransport: HTTPTransport {
    private let answer: Result<TransportResponse, NetworkError>
    private let asked = Mutex<[URLRequest]>([])

    /// Creates a transport that answers every request with `answer` as a 200 body, or fails with it.
    public init(_ answer: Result<Data, NetworkError>) {
        self.answer = answer.map { TransportResponse(statusCode: 200, body: $0) }
    }

    /// Creates a transport that answers every request with `response`.
    public init(response: TransportResponse) { self.answer = .success(response) }

    /// The requests made so far, in order.
    public var requests: [URLRequest] { asked.withLock { $0 } }

    public func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
        asked.withLock { $0.append(request) }
        return try answer.get()
    }
}
