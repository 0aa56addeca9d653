public import Foundation

/// Why a remote value could not be had; its description says what went wrong in words for a person.
public enum NetworkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request did not complete: no connection, no answer, or a cancelled request.
    case unreachable(url: URL, reason: String)
    /// The server answered with a status other than 2xx.
    case status(url: URL, code: Int)
    /// The server answered, but its body is not the value expected.
    case undecodable(url: URL, reason: String)

    public var description: String {
        switch self {
        case .unreachable(let url, let reason):
            "\(url.host ?? url.absoluteString) could not be reached (\(reason)). Check the connection and try again."
        case .status(let url, let code):
            "\(url.host ?? url.absoluteString) answered with HTTP status \(code) for \(url.path)."
        case .undecodable(let url, let reason):
            "The answer from \(url.host ?? url.absoluteString) for \(url.path) could not be read (\(reason))."
        }
    }
}
