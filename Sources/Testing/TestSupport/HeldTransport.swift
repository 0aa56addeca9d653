import Foundation
public import Services
import Synchronization

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A transport that can hold requests back (they wait, unanswered, until released) and otherwise passes
/// them to another one: for tests that look at a screen while its request is under way ("Loading…",
/// "Deleting…") and then let the answer in.
public final class HeldTransport: HTTPTransport {
    private let wrapped: any HTTPTransport
    private let state = Mutex<(holding: Bool, waiting: [CheckedContinuation<Void, Never>], paths: [String])>(
        (false, [], []))

    /// Creates a transport over `wrapped` that lets requests through until ``hold()``.
    public init(wrapping wrapped: any HTTPTransport = URLSessionTransport()) {
        self.wrapped = wrapped
    }

    /// The paths of every request so far, in order.
    public var paths: [String] { state.withLock { $0.paths } }

    /// The requests held now.
    public var waitingCount: Int { state.withLock { $0.waiting.count } }

    /// Holds every request from now on until ``release()``.
    public func hold() {
        state.withLock { $0.holding = true }
    }

    /// Lets the held requests go on, and the later ones through.
    public func release() {
        let waiting = state.withLock { state in
            state.holding = false
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }

    /// Returns once `count` requests are held (or after five seconds, so a broken test fails instead of
    /// hanging).
    public func waitUntilHolding(_ count: Int) async {
        for _ in 0..<5000 where waitingCount < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    public func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let held = state.withLock { state in
                state.paths.append(request.url?.path ?? "")
                if state.holding { state.waiting.append(continuation) }
                return state.holding
            }
            if !held { continuation.resume() }
        }
        return try await wrapped.response(for: request)
    }
}
