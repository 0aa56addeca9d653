public import KooberKit
public import KooberReduxKit
import KooberUI
import ViewKit

/// The signed-in scope (the sample's Redux `KooberSignedInDependencyContainer`), made for one session: the
/// signed-in screen, the screens of a new ride, the profile, and the ride API authenticated with the
/// session's token.
@MainActor
public final class KooberSignedInDependencyContainer: SignedInViewControllerFactory {
    /// The session this scope is for.
    public let userSession: UserSession
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The getters of the signed-in screens.
    public let signedInGetters: SignedInGetters
    /// Where the person is (one per scope, as the sample's).
    public let sharedLocator: any Locator
    /// Ride options, places and ride requests for this session.
    public let newRideRemoteAPI: any NewRideRemoteAPI

    /// Creates the scope for `userSession` inside `appContainer`.
    public init(userSession: UserSession, appContainer: KooberAppDependencyContainer) {
        self.userSession = userSession
        self.appContainer = appContainer
        signedInGetters = SignedInGetters(
            getSignedInState: appContainer.appRunningGetters.getSignedInViewControllerState)
        sharedLocator = appContainer.runtime.makeLocator()
        newRideRemoteAPI = appContainer.runtime.makeNewRideRemoteAPI(for: userSession)
    }

    var stateStore: KooberStateStore { appContainer.stateStore }
    var ids: UUIDGenerator { appContainer.runtime.options.ids }

    /// The signed-in screen.
    public func makeSignedInViewController() -> SignedInViewController {
        SignedInViewController(
            userSession: userSession,
            statePublisher: stateStore.publisher(appContainer.appRunningGetters.getSignedInViewControllerState),
            userInteractions: ReduxSignedInUserInteractions(actionDispatcher: stateStore.actionDispatcher),
            viewControllerFactory: self)
    }

    public func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController {
        GettingUsersLocationViewController(
            statePublisher: stateStore.publisher(signedInGetters.getGettingUsersLocationViewControllerState),
            userInteractions: ReduxGettingUsersLocationUserInteractions(
                actionDispatcher: stateStore.actionDispatcher, locator: sharedLocator, ids: ids))
    }

    public func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController {
        KooberPickMeUpDependencyContainer(signedInContainer: self, pickupLocation: pickupLocation)
            .makePickMeUpViewController()
    }

    public func makeWaitingForPickupViewController() -> WaitingForPickupViewController {
        WaitingForPickupViewController(
            userInteractions: ReduxWaitingForPickupUserInteractions(actionDispatcher: stateStore.actionDispatcher))
    }

    public func makeProfileViewController() -> ProfileViewController {
        ProfileViewController(
            statePublisher: stateStore.publisher(signedInGetters.getProfileViewControllerState),
            userInteractions: ReduxProfileUserInteractions(
                actionDispatcher: stateStore.actionDispatcher, userSession: userSession,
                userSessionDataStore: appContainer.userSessionDataStore, remoteAPI: appContainer.authRemoteAPI,
                ids: ids))
    }
}
