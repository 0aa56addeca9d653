public import KooberKit

/// Whether someone is signed in (the sample's `AuthenticationState`): what launch found in the data
/// store, and what ``ReduxUserSessionStatePersister`` keeps the data store in step with.
public enum AuthenticationState: Equatable, Codable, Sendable {
    /// Nobody is signed in.
    case notSignedIn
    /// The session's person is signed in.
    case signedIn(UserSession)

    /// `.signedIn(userSession)` for a session, `.notSignedIn` for nil.
    public init(userSession: UserSession?) {
        if let userSession {
            self = .signedIn(userSession)
        } else {
            self = .notSignedIn
        }
    }
}
