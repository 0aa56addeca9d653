/// Signs people in and up with Koober Cloud (the sample's `AuthRemoteAPI`), and revokes a session's token
/// when they sign out.
@MainActor
public protocol AuthRemoteAPI: AnyObject {
    /// A session for the account `username` with `password`.
    func signIn(username: String, password: Secret) -> Promise<UserSession>
    /// A session for a new account.
    func signUp(account: NewAccount) -> Promise<UserSession>
    /// Revokes the session's token.
    func signOut(remoteSession: RemoteUserSession) -> Promise<Void>
}
