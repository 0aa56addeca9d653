public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Tells the store who signed in by reading the session store: the hybrid sign-in variant's last step,
/// once its `onComplete` said the sign-in succeeded (the hybrid use case passes on no session; the
/// session store is where its listeners find it).
///
/// ``start()`` reads the stored session and dispatches ``SignInActions/signedIn(_:)``; a read that fails
/// or finds no session dispatches ``SignInActions/signInFailed(_:)`` ("Sign In Failed"), so the person
/// can try again.
@MainActor
public final class RecordStoredSessionUseCase: UseCase {
    let userSessionDataStore: any UserSessionDataStore
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let ids: UUIDGenerator

    /// Creates the use case reading `userSessionDataStore` and dispatching to `actionDispatcher`; the
    /// error message, if any, takes its identity from `ids`.
    public init(
        userSessionDataStore: any UserSessionDataStore, actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator
    ) {
        self.userSessionDataStore = userSessionDataStore
        self.actionDispatcher = actionDispatcher
        self.ids = ids
    }

    public func start() {
        userSessionDataStore.readUserSession()
            .done { userSession in
                if let userSession {
                    self.actionDispatcher.dispatch(.signIn(.signedIn(userSession)))
                } else {
                    self.actionDispatcher.dispatch(.signIn(.signInFailed(.signInFailed(ids: self.ids))))
                }
            }
            .catch { _ in self.actionDispatcher.dispatch(.signIn(.signInFailed(.signInFailed(ids: self.ids)))) }
    }
}
