public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux

/// Signing out (the sample's `SignOutUseCase`, doing what `ReduxProfileUserInteractions.signOut()` does):
/// dispatches ``ProfileActions/signingOut``, forgets the stored session, revokes its token (best effort:
/// a server that cannot be reached does not keep the person signed in) and only then dispatches
/// ``AppRunningActions/signOut``. If the session cannot be forgotten it dispatches
/// ``ProfileActions/signOutFailed(_:)`` ("Sign Out Error") and the person stays signed in. A start while
/// the profile shows a sign-out running (read through `appState`) does nothing but log.
///
/// NB: the sample's use case only dispatches `SignOut` and lets the persister delete the session.
///
/// Contract: lives until the data store answered, then is freed.
@MainActor
public final class SignOutUseCase: UseCase {
    // MARK: - Properties
    let userSession: UserSession
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let userSessionDataStore: any UserSessionDataStore
    let remoteAPI: any AuthRemoteAPI
    let ids: UUIDGenerator
    let logger: Logger
    let appState: (@MainActor () -> AppState)?

    // MARK: - Methods
    /// Creates the use case signing `userSession` out.
    ///
    /// - Parameters:
    ///   - userSessionDataStore: where the session is forgotten.
    ///   - remoteAPI: where its token is revoked.
    ///   - ids: where error messages take their identities.
    ///   - logger: where a token that could not be revoked, or an ignored sign-out, is logged.
    ///   - appState: the store's current state, to ignore a sign-out while one runs; nil never ignores.
    public init(
        userSession: UserSession, actionDispatcher: any ActionDispatcher<KooberAction>,
        userSessionDataStore: any UserSessionDataStore, remoteAPI: any AuthRemoteAPI, ids: UUIDGenerator,
        logger: Logger = Logger(label: "apparch.koober.elements"), appState: (@MainActor () -> AppState)? = nil
    ) {
        self.userSession = userSession
        self.actionDispatcher = actionDispatcher
        self.userSessionDataStore = userSessionDataStore
        self.remoteAPI = remoteAPI
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func start() {
        if let appState,
            case .inScope(let profile) = SignedInGetters().getProfileViewControllerState(appState: appState()),
            !profile.signOutEnabled
        {
            return logger.notice("Ignored Sign Out: a sign-out is running already.")
        }
        userSessionDataStore.signOut(
            userSession, revokingWith: remoteAPI, reportingTo: actionDispatcher, ids: ids, logger: logger,
            keepingAlive: self)
    }
}
