public import KooberKit
public import KooberReduxKit
public import Redux

/// The database-backed sign-in's database in the app: the state store, which the sign-in form already
/// listens to. Each write dispatches the action that stores it; a write cannot fail.
///
/// `save(signingIn: true)` dispatches ``SignInActions/signingIn``; the session, ``SignInActions/signedIn(_:)``
/// (the session persister then writes it to the session store); the error,
/// ``SignInActions/signInFailed(_:)``, which also ends the running sign-in. `save(signingIn: false)` alone
/// changes nothing: the store has no running sign-in to end without a result.
@MainActor
public final class StateStoreSignInDataStore: SignInDataStore {
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the database over the store's `actionDispatcher`.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func save(signingIn: Bool) -> Promise<Void> {
        if signingIn { actionDispatcher.dispatch(.signIn(.signingIn)) }
        return Promise(value: ())
    }

    public func save(userSession: UserSession, signingIn: Bool) -> Promise<Void> {
        actionDispatcher.dispatch(.signIn(.signedIn(userSession)))
        return Promise(value: ())
    }

    public func save(signInError: ErrorMessage, signingIn: Bool) -> Promise<Void> {
        actionDispatcher.dispatch(.signIn(.signInFailed(signInError)))
        return Promise(value: ())
    }
}
