/// Keeps the session in memory only (the book's "fake in-memory credential store", for working on the
/// sign-in screens without signing out by hand): every launch starts signed out.
@MainActor
public final class InMemoryUserSessionDataStore: UserSessionDataStore {
    private var session: UserSession?
    private let failures: FailurePlan

    /// Creates an empty store; with `sign-out` in `failures`, deleting fails on purpose.
    public init(session: UserSession? = nil, failures: FailurePlan = .none) {
        self.session = session
        self.failures = failures
    }

    public func readUserSession() -> Promise<UserSession?> {
        Promise(value: session)
    }

    public func save(userSession: UserSession) -> Promise<UserSession> {
        session = userSession
        return Promise(value: userSession)
    }

    public func delete(userSession: UserSession) -> Promise<UserSession> {
        guard !failures.fails(.signOut) else { return Promise(error: KooberError.scripted(.signOut)) }
        session = nil
        return Promise(value: userSession)
    }
}
