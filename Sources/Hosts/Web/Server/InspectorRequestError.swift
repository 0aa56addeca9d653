public import Inspection
import ViewKit

/// Why a request to a state inspector's routes (`/inspect/<mount>/…`) was refused, with the HTTP status
/// that reports it and a message that says what to do.
public struct InspectorRequestError: Error, Equatable, CustomStringConvertible {
    /// The reasons.
    public enum Code: Equatable, Sendable {
        /// No app is served at this path.
        case unknownMount(String)
        /// The app has no state inspector (only view-state-driven apps have one); its title.
        case noInspector(String)
        /// The app could not start, or the server is shutting down.
        case unavailable(String)
        /// The request's body is not what the route reads (the detail says what it expects).
        case badRequest(String)
        /// The route takes the other method (`GET` or `POST`, named).
        case wrongMethod(String)
        /// The request's body is larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// The request comes from a page of another site.
        case foreignOrigin
        /// The inspector refused the state or could not write it.
        case inspector(StateInspectionError)
    }

    /// The reason.
    public let code: Code

    /// Creates an error.
    public init(_ code: Code) { self.code = code }

    /// The HTTP status that reports the error.
    public var status: Int {
        switch code {
        case .unknownMount, .noInspector: 404
        case .unavailable: 503
        case .badRequest: 400
        case .wrongMethod: 405
        case .tooLarge: 413
        case .foreignOrigin: 403
        case .inspector(.unencodable): 500
        case .inspector: 400
        }
    }

    public var description: String {
        switch code {
        case .unknownMount(let path):
            "No app is served at \(path); open /inspect/<app's path> for an app of this server."
        case .noInspector(let title):
            "\(title) has no state inspector; only view-state-driven apps (such as Clocks) have one."
        case .unavailable(let reason):
            reason
        case .badRequest(let expected):
            "The request could not be read; \(expected)."
        case .tooLarge(let limit):
            "The request is larger than \(limit / 1024) KiB; load a smaller state."
        case .wrongMethod(let method):
            "This inspector route takes \(method) requests."
        case .foreignOrigin:
            "The inspector accepts changes only from this server's pages."
        case .inspector(let error):
            error.description
        }
    }
}
