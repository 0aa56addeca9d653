public import KooberKit
public import Redux

/// The launch's steps, which Redux's ``ReduxLaunchingUserInteractions`` and Elements'
/// `LoadUserSessionUseCase` share.
extension UserSessionDataStore {
    /// Reads the stored session, dispatches ``LaunchingActions/finishedLaunchingApp(_:)`` with what it
    /// found and only then starts `userSessionStatePersister` (so the session just read is not written
    /// back). A store that cannot be read dispatches ``LaunchingActions/finishedLaunchingAppWithError(_:)``
    /// ("Sign In Error"), its message taking its identity from `ids`. `owner` (a use case, say) is kept
    /// alive until the read settles.
    public func launch(
        reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        userSessionStatePersister: any UserSessionStatePersister, ids: UUIDGenerator,
        keepingAlive owner: AnyObject? = nil
    ) {
        readUserSession()
            .done { userSession in
                _ = owner
                actionDispatcher.dispatch(
                    .launching(.finishedLaunchingApp(AuthenticationState(userSession: userSession))))
                userSessionStatePersister.startPersistingStateChanges(to: self)
            }
            .catch { _ in
                _ = owner
                let errorMessage = ErrorMessage(
                    title: KooberStrings.signInErrorTitle, message: KooberStrings.signInErrorMessage, ids: ids)
                actionDispatcher.dispatch(.launching(.finishedLaunchingAppWithError(errorMessage)))
            }
    }
}
