import HTTPGuards
public import HTTPTypes
public import Hummingbird

/// A request Koober Cloud refuses: its status and a message that says what happened and what to do,
/// answered as `{"error": message}`. Thrown by the routes; nothing was changed.
public struct KooberCloudRefusal: Error, HTTPResponseError, Equatable {
    public let status: HTTPResponse.Status
    public let headers: HTTPFields
    /// What happened and what to do, for a person.
    public let message: String

    /// Creates a refusal.
    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        JSONResponse.error(message, status: status, headers: headers)
    }

    /// The refusal of a change the store refused: `409` for a taken email, `404` for an unknown ride
    /// option, `500` for a row changed outside the server.
    init(_ error: KooberCloudStoreError) {
        switch error {
        case .emailTaken: self.init(.conflict, error.description)
        case .unknownRideOption: self.init(.notFound, error.description)
        case .unreadableRow: self.init(.internalServerError, "Koober Cloud could not do this: \(error.description)")
        }
    }

    /// `400`: the request cannot be read as the API describes it.
    static func malformed(_ message: String) -> KooberCloudRefusal {
        KooberCloudRefusal(.badRequest, message)
    }

    /// `401` for an endpoint that needs a session.
    static let signInFirst = KooberCloudRefusal(
        .unauthorized,
        "Send Authorization: Bearer <token>, with the token POST /login or POST /signUp answered; this one is "
            + "missing, unknown, or signed out.",
        headers: [.wwwAuthenticate: "Bearer"])

    /// `401` for a sign-in whose credentials do not match an account.
    ///
    /// NB: without `WWW-Authenticate: Basic`: URLSession on Linux (swift-corelibs-foundation) answers a Basic
    /// challenge it has no credential for by waiting forever, so the sample's client would never hear of
    /// a wrong password; the body says what to do instead.
    static let wrongCredentials = KooberCloudRefusal(
        .unauthorized, "The email and password do not match an account: check them, or sign up.")

    /// `413`: a body over the limit.
    static func tooLarge(limit: Int) -> KooberCloudRefusal {
        KooberCloudRefusal(.contentTooLarge, "The body is larger than the \(limit / 1024) KiB the server accepts.")
    }
}
