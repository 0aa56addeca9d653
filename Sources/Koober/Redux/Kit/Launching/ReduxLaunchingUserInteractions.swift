public import KooberKit
public import Redux

/// Launch in Redux (the sample's `ReduxLaunchingUserInteractions`): reads the stored session, dispatches
/// ``LaunchingActions/finishedLaunchingApp(_:)`` with what it found and only then starts the session
/// persister (so the session just read is not written back). A store that cannot be read dispatches
/// "Sign In Error" for the launch screen; once the person dismissed it the app onboards, and the
/// persister starts then, so a later sign-in is kept (the sample never starts it after that error).
@MainActor
public final class ReduxLaunchingUserInteractions: LaunchingUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let userSessionDataStore: any UserSessionDataStore
    let userSessionStatePersister: any UserSessionStatePersister
    let ids: UUIDGenerator

    /// Creates the interactions; error messages take their identities from `ids`.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, userSessionDataStore: any UserSessionDataStore,
        userSessionStatePersister: any UserSessionStatePersister, ids: UUIDGenerator
    ) {
        self.actionDispatcher = actionDispatcher
        self.userSessionDataStore = userSessionDataStore
        self.userSessionStatePersister = userSessionStatePersister
        self.ids = ids
    }

    public func launchApp() {
        userSessionDataStore.launch(
            reportingTo: actionDispatcher, userSessionStatePersister: userSessionStatePersister, ids: ids,
            keepingAlive: self)
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.launching(.finishedPresentingLaunchError(errorMessage)))
        userSessionStatePersister.startPersistingStateChanges(to: userSessionDataStore)
    }
}
