/// A signed-in person: their profile and their Koober Cloud session (the sample's `UserSession`).
///
/// A class, as in the book (one session object is handed around the signed-in scope), immutable, and
/// equal by value (the Redux chapter makes it `Equatable`).
public final class UserSession: Codable, Equatable, Sendable, CustomStringConvertible {
    /// Who is signed in.
    public let profile: UserProfile
    /// Their session with Koober Cloud.
    public let remoteSession: RemoteUserSession

    /// Creates a session.
    public init(profile: UserProfile, remoteSession: RemoteUserSession) {
        self.profile = profile
        self.remoteSession = remoteSession
    }

    public static func == (lhs: UserSession, rhs: UserSession) -> Bool {
        lhs.profile == rhs.profile && lhs.remoteSession == rhs.remoteSession
    }

    public var description: String { "UserSession(\(profile.email))" }
}
