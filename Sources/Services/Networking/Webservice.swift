import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads ``Resource``s over a transport and calls back exactly once, on the main actor, with the parsed
/// value or the reason there is none (the book's `Webservice`).
@MainActor
public final class Webservice {
    /// The transport requests go through.
    public let transport: any HTTPTransport

    /// Creates a web service on `transport` (the live `URLSession` transport by default).
    public init(transport: any HTTPTransport = URLSessionTransport()) {
        self.transport = transport
    }

    /// Fetches `resource` and calls `completion` once with its value, or with the reason the request
    /// failed or the bytes did not parse.
    ///
    /// - Returns: the task doing the work, so callers can cancel it or wait for it.
    @discardableResult
    public func load<A: Sendable>(
        _ resource: Resource<A>,
        completion: @escaping @MainActor (Result<A, NetworkError>) -> Void
    ) -> Task<Void, Never> {
        let transport = self.transport
        return Task { @MainActor in
            let result: Result<Data, NetworkError>
            do throws(NetworkError) {
                result = .success(try await transport.data(for: URLRequest(url: resource.url)))
            } catch {
                result = .failure(error)
            }
            completion(result.flatMap(resource.parse))
        }
    }
}
