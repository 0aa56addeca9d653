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

extension Command where Environment: HTTPEnvironment {
    /// Performs `request` over the environment's transport and sends `available` with the response body,
    /// or with the reason there is none (the book's `Command.request`, whose callback gets `Data?`; ours
    /// keeps the reason, so `update` can tell the person why).
    public static func request(
        _ request: URLRequest,
        available: @escaping @Sendable (Result<Data, NetworkError>) -> Message
    ) -> Command {
        Command { context in
            let transport = context.environment.transport
            let send = context.send
            Task { @MainActor in
                do throws(NetworkError) {
                    send(available(.success(try await transport.data(for: request))))
                } catch {
                    send(available(.failure(error)))
                }
            }
        }
    }
}

/// The request factory, for the book's command-testing technique: `update` functions that fetch are
/// generic over this protocol, and tests pin them to an enum whose `request` case holds the request and
/// the response→message mapping, so both can be checked without executing anything.
public protocol RequestCommandProtocol: CommandProtocol {
    /// See ``Command/request(_:available:)``.
    static func request(
        _ request: URLRequest, available: @escaping @Sendable (Result<Data, NetworkError>) -> Message
    ) -> Self
}

extension Command: RequestCommandProtocol where Environment: HTTPEnvironment {}
