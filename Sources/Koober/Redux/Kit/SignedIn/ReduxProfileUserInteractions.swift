public import KooberKit
public import Logging
public import Redux

/// The profile in Redux (the sample's `ReduxProfileUserInteractions`).
///
/// "Sign Out" keeps the MVVM order (`KooberUserSessionRepository.signOut`): it dispatches
/// ``ProfileActions/signingOut``, forgets the stored session, revokes its token (best effort: a server
/// that cannot be reached does not keep the person signed in), and only then dispatches
/// ``AppRunningActions/signOut``. If the session cannot be forgotten it dispatches
/// ``ProfileActions/signOutFailed(_:)`` ("Sign Out Error") and the person stays signed in.
///
/// NB: the sample only dispatches `SignOut` and lets the persister delete, so a failure would come after
/// the person was shown welcome. The persister still mirrors the sign-out (its delete finds nothing
/// left); it does not revoke, so travelling back in the inspector never revokes a token.
@MainActor
public final class ReduxProfileUserInteractions: ProfileUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let userSession: UserSession
    let userSessionDataStore: any UserSessionDataStore
    let remoteAPI: any AuthRemoteAPI
    let ids: UUIDGenerator
    let logger: Logger
    private var signingOut = false

    /// Creates the profile's interactions for `userSession`, forgetting it in `userSessionDataStore` and
    /// revoking its token through `remoteAPI`; error messages take their identities from `ids`, and a
    /// token that could not be revoked is logged to `logger`.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, userSession: UserSession,
        userSessionDataStore: any UserSessionDataStore, remoteAPI: any AuthRemoteAPI, ids: UUIDGenerator,
        logger: Logger = Logger(label: "apparch.koober.redux")
    ) {
        self.actionDispatcher = actionDispatcher
        self.userSession = userSession
        self.userSessionDataStore = userSessionDataStore
        self.remoteAPI = remoteAPI
        self.ids = ids
        self.logger = logger
    }

    public func signOut() {
        guard !signingOut else { return }
        signingOut = true
        userSessionDataStore.signOut(
            userSession, revokingWith: remoteAPI, reportingTo: actionDispatcher, ids: ids, logger: logger
        ) { [weak self] in
            self?.signingOut = false
        }
    }

    public func dismissProfile() {
        actionDispatcher.dispatch(.signedIn(.dismissProfile))
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.profile(.finishedPresentingError(errorMessage)))
    }
}
