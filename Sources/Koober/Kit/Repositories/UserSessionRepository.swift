/// Creates, reads and forgets the signed-in person's session (the sample's `UserSessionRepository`): a
/// façade over Koober Cloud and the session store, so callers never know where a session comes from.
@MainActor
public protocol UserSessionRepository: AnyObject {
    /// The session stored by an earlier launch, or nil.
    func readUserSession() -> Promise<UserSession?>
    /// Creates an account and signs it in.
    func signUp(newAccount: NewAccount) -> Promise<UserSession>
    /// Signs in.
    func signIn(email: String, password: Secret) -> Promise<UserSession>
    /// Signs out.
    func signOut(userSession: UserSession) -> Promise<UserSession>
}

/// The repository over a remote API and a data store (the sample's `KooberUserSessionRepository`): a
/// session from the cloud is stored before it is handed on; signing out forgets it here and revokes its
/// token on the server (a server that cannot be reached does not keep the person signed in).
@MainActor
public final class KooberUserSessionRepository: UserSessionRepository {
    let dataStore: any UserSessionDataStore
    let remoteAPI: any AuthRemoteAPI

    /// Creates the repository.
    public init(dataStore: any UserSessionDataStore, remoteAPI: any AuthRemoteAPI) {
        self.dataStore = dataStore
        self.remoteAPI = remoteAPI
    }

    public func readUserSession() -> Promise<UserSession?> {
        dataStore.readUserSession()
    }

    public func signUp(newAccount: NewAccount) -> Promise<UserSession> {
        remoteAPI.signUp(account: newAccount).then { [dataStore] in dataStore.save(userSession: $0) }
    }

    public func signIn(email: String, password: Secret) -> Promise<UserSession> {
        remoteAPI.signIn(username: email, password: password).then { [dataStore] in dataStore.save(userSession: $0) }
    }

    public func signOut(userSession: UserSession) -> Promise<UserSession> {
        dataStore.delete(userSession: userSession).done { [remoteAPI] session in
            // NB: the token is revoked after the local sign-out, and its failure is not the person's
            // problem: they are signed out here either way.
            remoteAPI.signOut(remoteSession: session.remoteSession).catch { _ in }
        }.map { userSession }
    }
}
