import Elements
public import KooberElementsKit
public import KooberKit
public import KooberReduxKit
import KooberUI
import ViewKit

/// The signed-in scope (the sample's Elements `KooberSignedInDependencyContainer`), made for one session:
/// the signed-in screen, the screens of a new ride and the profile, with the session's use-case factory
/// (``KooberElementsKit/KooberSignedInUseCaseFactory``, handed to the screens through its `…UseCaseMaking`
/// protocols).
@MainActor
public final class KooberSignedInDependencyContainer: SignedInViewControllerFactory {
    // MARK: - Properties
    /// The session this scope is for.
    public let userSession: UserSession
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The getters of the signed-in screens.
    public let signedInGetters: SignedInGetters
    /// Makes the session's use cases.
    public let useCaseFactory: KooberSignedInUseCaseFactory

    var stateStore: KooberStateStore { appContainer.stateStore }

    // MARK: - Methods
    /// Creates the scope for `userSession` inside `appContainer`.
    public init(userSession: UserSession, appContainer: KooberAppDependencyContainer) {
        self.userSession = userSession
        self.appContainer = appContainer
        signedInGetters = SignedInGetters(
            getSignedInState: appContainer.appRunningGetters.getSignedInViewControllerState)
        useCaseFactory = appContainer.useCaseFactory.makeSignedInUseCaseFactory(userSession: userSession)
    }

    /// The signed-in screen.
    public func makeSignedInViewController() -> SignedInViewController {
        let observer = ObserverForSignedIn(
            signedInState: stateStore.publisher(appContainer.appRunningGetters.getSignedInViewControllerState))
        let signedInViewController = SignedInViewController(
            observer: observer, userSession: userSession, viewControllerFactory: self,
            goToProfileUseCaseFactory: useCaseFactory)
        observer.eventResponder = signedInViewController
        return signedInViewController
    }

    public func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController {
        let observer = ObserverForGettingUsersLocation(
            gettingUsersLocationState: stateStore.publisher(signedInGetters.getGettingUsersLocationViewControllerState))
        let viewController = GettingUsersLocationViewController(
            observer: observer, getUsersCurrentLocationUseCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: appContainer.useCaseFactory.finishedPresentingErrorUseCaseFactory(
                for: .gettingUsersLocation))
        observer.eventResponder = viewController
        return viewController
    }

    public func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController {
        KooberPickMeUpDependencyContainer(signedInContainer: self, pickupLocation: pickupLocation)
            .makePickMeUpViewController()
    }

    public func makeWaitingForPickupViewController() -> WaitingForPickupViewController {
        let userInterface = WaitingForPickupRootView()
        let viewController = WaitingForPickupViewController(
            userInterface: userInterface, startNewRideRequestUseCaseFactory: useCaseFactory)
        userInterface.ixResponder = viewController
        return viewController
    }

    public func makeProfileViewController() -> ProfileViewController {
        let observer = ObserverForProfile(
            profileState: stateStore.publisher(signedInGetters.getProfileViewControllerState))
        let userInterface = ProfileRootView()
        let contentViewController = ProfileContentViewController(
            observer: observer, userInterface: userInterface, useCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: appContainer.useCaseFactory.finishedPresentingErrorUseCaseFactory(
                for: .profile))
        observer.eventResponder = contentViewController
        userInterface.ixResponder = contentViewController
        return ProfileViewController(contentViewController: contentViewController)
    }
}
