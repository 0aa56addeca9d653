public import Foundation
public import Services

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// An app environment that can make HTTP requests: the clients of an app whose commands fetch.
public protocol HTTPEnvironment {
    /// The transport requests go through: the live `URLSession` one, or a fake in tests.
    var transport: any HTTPTransport { get }
}

extension CommandContext where Environment: HTTPEnvironment {
    /// Performs `request` over the environment's transport and sends `available` with the response body,
    /// or with the reason there is none (the book's `Command.request`, whose callback gets `Data?`; ours
    /// keeps the reason, so `update` can tell the person why).
    ///
    /// An app's request command holds the request and a ``Reply`` as values, so a test checks both
    /// without executing anything, and its interpretation calls this.
    public func request(
        _ request: URLRequest,
        available: @escaping @Sendable (Result<Data, NetworkError>) -> Message
    ) {
        let transport = environment.transport
        let send = send
        Task { @MainActor in
            do throws(NetworkError) {
                send(available(.success(try await transport.data(for: request))))
            } catch {
                send(available(.failure(error)))
            }
        }
    }
}
