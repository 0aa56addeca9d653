public import Foundation
import ViewKit

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

extension Command {
    /// Performs `request` and sends `available(data)` back, with nil data when it failed (the book's
    /// `Command.request`).
    ///
    /// The transport comes from the driver's environment (`any HTTPTransport`), else `URLSession`; tests
    /// register a fake, or compare the request and the mapping as values with the command-enum technique
    /// without executing anything.
    public static func request(
        _ request: URLRequest,
        available: @escaping @Sendable (Data?) -> Message
    ) -> Command {
        Command { context in
            let transport = context.environment.resolve((any HTTPTransport).self) ?? URLSessionTransport()
            let send = context.send
            Task { @MainActor in
                let data = try? await transport.data(for: request)
                send(available(data))
            }
        }
    }
}

/// The request factory, for the book's command-testing technique: `update` functions that fetch are
/// generic over this protocol, and tests pin them to an enum whose `request` case holds the request and
/// the data→message mapping, so both can be checked without executing anything.
public protocol RequestCommandProtocol: CommandProtocol {
    /// See ``Command/request(_:available:)``.
    static func request(_ request: URLRequest, available: @escaping @Sendable (Data?) -> Message) -> Self
}

extension Command: RequestCommandProtocol {}
