public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Performs HTTP requests for ``Webservice`` and the request commands of the pattern frameworks: the live
/// transport uses `URLSession`; tests use a fake, so nothing reaches a network.
public protocol HTTPTransport: Sendable {
    /// The server's answer to `request`, whatever its status.
    ///
    /// - Throws: ``NetworkError/unreachable(url:reason:)`` when no answer arrived (no connection, a
    ///   timeout, a cancelled request).
    func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse
}

extension HTTPTransport {
    /// The body of the answer to `request`.
    ///
    /// - Throws: ``NetworkError/unreachable(url:reason:)`` when the request fails,
    ///   ``NetworkError/status(url:code:)`` when the answer is not a success.
    public func data(for request: URLRequest) async throws(NetworkError) -> Data {
        let response = try await response(for: request)
        guard response.isSuccess else {
            throw .status(url: request.url ?? URL(fileURLWithPath: "/"), code: response.statusCode)
        }
        return response.body
    }
}

/// The live transport: `URLSession`.
public struct URLSessionTransport: HTTPTransport {
    /// The session every live transport uses: `URLSession`'s default configuration without a URL cache.
    ///
    /// NB: not `URLSession.shared`. On Linux a task cancelled while its cache lookup is still pending (a
    /// cancelled Swift task cancels its request) can be failed after it has left the session's task registry,
    /// which traps the whole process ("Trying to access a behaviour for a task that in not in the
    /// registry"); a session without a cache has no such lookup. The apps' requests go to their own servers,
    /// whose answers are never to be reused from a cache anyway.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// Creates the transport.
    public init() {}

    public func response(for request: URLRequest) async throws(NetworkError) -> TransportResponse {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.session.data(for: request)
        } catch {
            throw .unreachable(url: url, reason: error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .unreachable(url: url, reason: "the answer was not HTTP")
        }
        return TransportResponse(statusCode: http.statusCode, body: data)
    }
}
