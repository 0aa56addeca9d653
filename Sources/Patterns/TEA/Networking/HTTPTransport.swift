public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// Performs HTTP requests for ``Webservice`` and ``Command/request(_:available:)``: the live transport
/// uses `URLSession`; tests register a fake in the driver's environment, so nothing reaches a network.
public protocol HTTPTransport: Sendable {
    /// The body of the response to `request`.
    ///
    /// - Throws: when the request fails or the response is not a success.
    func data(for request: URLRequest) async throws -> Data
}

/// The live transport: `URLSession`, with non-2xx responses treated as failures.
public struct URLSessionTransport: HTTPTransport {
    /// Creates the transport.
    public init() {}

    public func data(for request: URLRequest) async throws -> Data {
        let (data, response) = try await URLSession.shared.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw URLError(.badServerResponse)
        }
        return data
    }
}
