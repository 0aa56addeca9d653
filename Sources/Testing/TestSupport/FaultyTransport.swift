import Foundation
public import Services
import Synchronization

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A transport that passes requests to another one (usually the live `URLSession` one, to a server in the
/// test) except when its plan says to misbehave: the faults a network and a server can have, so a test
/// can prove a client loses nothing to them.
public final class FaultyTransport: HTTPTransport {
    /// What happens to one request.
    public enum Fault: Sendable, Equatable {
        /// It goes through.
        case none
        /// It never leaves: no connection.
        case unreachable
        /// It reaches the server, which applies it, but the answer is lost on the way back.
        case loseAnswer
        /// The server answers 500 without applying anything.
        case serverError
        /// The server answers 200 with a body that is not an answer.
        case garbage
    }

    private let wrapped: any HTTPTransport
    private let plan: @Sendable (_ request: URLRequest, _ number: Int) -> Fault
    private let beforeEach: (@Sendable (_ request: URLRequest, _ number: Int) async -> Void)?
    private let isCounted: @Sendable (URLRequest) -> Bool
    private let counter = Mutex<(count: Int, inFlight: Int, mostInFlight: Int)>((0, 0, 0))
    private let log = Mutex<[(path: String, fault: Fault)]>([])

    /// Creates a transport over `wrapped`; `plan` decides the fate of each request (numbered from 1), and
    /// `beforeEach` runs before it is decided (to stop a server just before a given request, say), and
    /// ``mostInFlight`` counts the requests `isCounted` accepts.
    public init(
        wrapping wrapped: any HTTPTransport = URLSessionTransport(),
        isCounted: @escaping @Sendable (URLRequest) -> Bool = { _ in true },
        beforeEach: (@Sendable (_ request: URLRequest, _ number: Int) async -> Void)? = nil,
        plan: @escaping @Sendable (_ request: URLRequest, _ number: Int) -> Fault
    ) {
        self.wrapped = wrapped
        self.plan = plan
        self.beforeEach = beforeEach
        self.isCounted = isCounted
    }

    /// The requests so far: their paths and what was done to them.
    public var requests: [(path: String, fault: Fault)] { log.withLock { $0 } }

    /// The most counted requests that were under way at once.
    public var mostInFlight: Int { counter.withLock { $0.mostInFlight } }

    public func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
        let counted = isCounted(request)
        let number = counter.withLock { counter in
            counter.count += 1
            if counted {
                counter.inFlight += 1
                counter.mostInFlight = max(counter.mostInFlight, counter.inFlight)
            }
            return counter.count
        }
        defer { if counted { counter.withLock { $0.inFlight -= 1 } } }
        await beforeEach?(request, number)
        let fault = plan(request, number)
        let url = request.url ?? URL(fileURLWithPath: "/")
        log.withLock { $0.append((url.path, fault)) }
        switch fault {
        case .none:
            return try await wrapped.response(for: request)
        case .unreachable:
            throw .unreachable(url: url, reason: "the test cut the connection")
        case .loseAnswer:
            _ = try await wrapped.response(for: request)
            throw .unreachable(url: url, reason: "the test lost the answer")
        case .serverError:
            return TransportResponse(statusCode: 500, body: Data(#"{"error":"the test's server failed"}"#.utf8))
        case .garbage:
            return TransportResponse(statusCode: 200, body: Data("<html>not an answer</html>".utf8))
        }
    }
}
