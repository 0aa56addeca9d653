/// Keeps the signed-in person's session between launches (the sample's `UserSessionDataStore`).
@MainActor
public protocol UserSessionDataStore: AnyObject {
    /// The stored session, or nil when nobody is signed in.
    func readUserSession() -> Promise<UserSession?>
    /// Stores `userSession`, replacing any other.
    func save(userSession: UserSession) -> Promise<UserSession>
    /// Forgets `userSession`.
    func delete(userSession: UserSession) -> Promise<UserSession>
}
