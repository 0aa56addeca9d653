/// A Koober Cloud access token (the sample's `AuthToken`).
public typealias AuthToken = String

/// What Koober Cloud knows the signed-in person by (the sample's `RemoteUserSession`).
public struct RemoteUserSession: Codable, Hashable, Sendable {
    /// The token authenticated requests send as `Authorization: Bearer`.
    public var token: AuthToken

    /// Creates a remote session.
    public init(token: AuthToken) {
        self.token = token
    }
}
