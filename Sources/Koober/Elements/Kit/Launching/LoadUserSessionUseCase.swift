public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Launching (the sample's Elements `LoadUserSessionUseCase`, doing what
/// `ReduxLaunchingUserInteractions.launchApp()` does): reads the stored session, dispatches
/// ``LaunchingActions/finishedLaunchingApp(_:)`` with what it found and only then starts the session
/// persister, so the session just read is not written back. A store that cannot be read dispatches
/// ``LaunchingActions/finishedLaunchingAppWithError(_:)`` ("Sign In Error"); the persister then starts
/// when the person dismissed that error (``FinishedPresentingErrorUseCase`` for ``FinishedPresentingErrorUseCase/Screen/launch``).
///
/// Contract: dispatches exactly one launching action per start; lives until the read settles.
@MainActor
public final class LoadUserSessionUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let userSessionDataStore: any UserSessionDataStore
    let userSessionStatePersister: any UserSessionStatePersister
    let ids: UUIDGenerator

    // MARK: - Methods
    /// Creates the use case; error messages take their identities from `ids`.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, userSessionDataStore: any UserSessionDataStore,
        userSessionStatePersister: any UserSessionStatePersister, ids: UUIDGenerator
    ) {
        self.actionDispatcher = actionDispatcher
        self.userSessionDataStore = userSessionDataStore
        self.userSessionStatePersister = userSessionStatePersister
        self.ids = ids
    }

    public func start() {
        userSessionDataStore.launch(
            reportingTo: actionDispatcher, userSessionStatePersister: userSessionStatePersister, ids: ids,
            keepingAlive: self)
    }
}
