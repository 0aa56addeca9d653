public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Performs HTTP requests for ``Webservice`` and the request commands of the pattern frameworks: the live
/// transport uses `URLSession`; tests use a fake, so nothing reaches a network.
public protocol HTTPTransport: Sendable {
    /// The body of the response to `request`.
    ///
    /// - Throws: ``NetworkError/unreachable(url:reason:)`` when the request fails,
    ///   ``NetworkError/status(url:code:)`` when the response is not a success.
    func data(for request: URLRequest) async throws(NetworkError) -> Data
}

/// The live transport: `URLSession`, with non-2xx responses treated as failures.
public struct URLSessionTransport: HTTPTransport {
    /// Creates the transport.
    public init() {}

    public func data(for request: URLRequest) async throws(NetworkError) -> Data {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw .unreachable(url: url, reason: error.localizedDescription)
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw .status(url: url, code: http.statusCode)
        }
        return data
    }
}
