import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads ``Resource``s over a transport and calls back exactly once with the parsed value or the reason
/// there is none (the book's `Webservice` and `URLSession.load`).
///
/// With a clock, the callback runs as a turn of that clock's run loop (hosts render after it, and a
/// virtual clock's tests see it in order with timers); each request is registered with the background
/// work tracker while it runs, so a headless host can wait until the answers are in.
@MainActor
public final class Webservice {
    /// The transport requests go through.
    public let transport: any HTTPTransport
    private let clock: (any Clock)?
    private let backgroundWork: BackgroundWork?

    /// Creates a web service on `transport` (the live `URLSession` transport by default).
    ///
    /// - Parameters:
    ///   - transport: what sends the requests.
    ///   - clock: the run loop callbacks are delivered on; nil calls back directly on the main actor.
    ///   - backgroundWork: where running requests are registered; nil registers nothing.
    public init(
        transport: any HTTPTransport = URLSessionTransport(), clock: (any Clock)? = nil,
        backgroundWork: BackgroundWork? = nil
    ) {
        self.transport = transport
        self.clock = clock
        self.backgroundWork = backgroundWork
    }

    /// Fetches `resource` and calls `completion` once with its value, or with the reason the request
    /// failed or the answer did not parse. A load whose task is cancelled before the answer arrives does
    /// not call back.
    ///
    /// - Returns: the task doing the work, so callers can cancel it or wait for it.
    @discardableResult
    public func load<A: Sendable>(
        _ resource: Resource<A>,
        completion: @escaping @MainActor (Result<A, NetworkError>) -> Void
    ) -> Task<Void, Never> {
        let clock = self.clock
        let work = backgroundWork
        let token = work?.begin()
        return Task { @MainActor in
            let value = await self.value(of: resource)
            if !Task.isCancelled {
                if let clock {
                    clock.enqueue { completion(value) }
                    clock.drain()
                } else {
                    completion(value)
                }
            }
            // NB: ended after the callback, so work it starts (the next request of a queue) is registered
            // before this one ends and a waiting host never sees a gap.
            if let token { work?.end(token) }
        }
    }

    /// The value of `resource`, or the reason there is none: for callers that chain requests in a task of
    /// their own (and register it as background work themselves).
    public func value<A: Sendable>(of resource: Resource<A>) async -> Result<A, NetworkError> {
        do throws(NetworkError) {
            return resource.parseResponse(try await transport.response(for: resource.request))
        } catch {
            return .failure(error)
        }
    }
}
