public import KooberKit
public import Logging
public import Redux

/// The sign-out steps, which Redux's ``ReduxProfileUserInteractions`` and Elements' `SignOutUseCase`
/// share, so both patterns sign out alike.
extension UserSessionDataStore {
    /// Signs `userSession` out: dispatches ``ProfileActions/signingOut``, forgets the stored session, revokes
    /// its token with `remoteAPI` (best effort: a server that cannot be reached does not keep the person
    /// signed in; the failure is logged to `logger`) and only then dispatches ``AppRunningActions/signOut``.
    /// If the session cannot be forgotten it dispatches ``ProfileActions/signOutFailed(_:)`` ("Sign Out
    /// Error") and the person stays signed in.
    ///
    /// `whenSettled` runs once the session was forgotten or not, before the report; `owner` (a use case,
    /// say) is kept alive until the report.
    public func signOut(
        _ userSession: UserSession, revokingWith remoteAPI: any AuthRemoteAPI,
        reportingTo actionDispatcher: any ActionDispatcher<KooberAction>, ids: UUIDGenerator, logger: Logger,
        keepingAlive owner: AnyObject? = nil, whenSettled: @escaping @MainActor () -> Void = {}
    ) {
        actionDispatcher.dispatch(.profile(.signingOut))
        delete(userSession: userSession)
            .ensure(whenSettled)
            .done { session in
                _ = owner
                remoteAPI.signOut(remoteSession: session.remoteSession)
                    .catch { error in logger.notice("Could not revoke the session's token: \(error)") }
                actionDispatcher.dispatch(.appRunning(.signOut))
            }
            .catch { _ in
                _ = owner
                let errorMessage = ErrorMessage(
                    title: KooberStrings.signOutErrorTitle, message: KooberStrings.signOutErrorMessage, ids: ids)
                actionDispatcher.dispatch(.profile(.signOutFailed(errorMessage)))
            }
    }
}
