public import KooberKit
public import KooberMVVMKit
public import KooberUI

/// The signed-in scope (the sample's `KooberSignedInDependencyContainer`): made with the session, which
/// it captures, so its remote APIs are authenticated without an optional in sight; it holds the signed-in
/// view model and the locator, and makes a new pick-me-up scope for every ride. A sign-out drops the
/// whole scope; the next sign-in makes a new one with the new session.
@MainActor
public final class KooberSignedInDependencyContainer: SignedInViewControllerFactory {
    /// The session this scope is for.
    public let userSession: UserSession
    /// The app scope's repository (signing out).
    public let userSessionRepository: any UserSessionRepository
    /// The app scope's main view model (told when the rider signs out).
    public let mainViewModel: MainViewModel
    /// The launch.
    public let runtime: KooberRuntime
    /// The signed-in screens' state.
    public let sharedSignedInViewModel: SignedInViewModel
    /// Where the rider is.
    public let sharedLocator: any Locator

    /// Creates a signed-in scope for `userSession` under an app container (the hierarchy's, or the single
    /// container).
    public convenience init(userSession: UserSession, appDependencyContainer: any KooberAppContainer) {
        self.init(
            userSession: userSession, userSessionRepository: appDependencyContainer.sharedUserSessionRepository,
            mainViewModel: appDependencyContainer.sharedMainViewModel, runtime: appDependencyContainer.runtime)
    }

    /// Creates a signed-in scope from the app scope's objects; the on-demand and factories approaches,
    /// which keep them in globals, hand theirs in here.
    public init(
        userSession: UserSession, userSessionRepository: any UserSessionRepository, mainViewModel: MainViewModel,
        runtime: KooberRuntime
    ) {
        func makeSignedInViewModel() -> SignedInViewModel {
            SignedInViewModel()
        }
        func makeLocator() -> any Locator {
            runtime.makeLocator()
        }
        self.userSession = userSession
        self.userSessionRepository = userSessionRepository
        self.mainViewModel = mainViewModel
        self.runtime = runtime
        sharedSignedInViewModel = makeSignedInViewModel()
        sharedLocator = makeLocator()
    }

    /// The signed-in container screen.
    public func makeSignedInViewController() -> SignedInViewController {
        SignedInViewController(viewModel: sharedSignedInViewModel, viewControllerFactory: self)
    }

    public func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController {
        GettingUsersLocationViewController(viewModel: makeGettingUsersLocationViewModel())
    }

    /// "Finding your location..."'s view model; the signed-in view model hears the answer.
    public func makeGettingUsersLocationViewModel() -> GettingUsersLocationViewModel {
        GettingUsersLocationViewModel(
            determinedPickUpLocationResponder: sharedSignedInViewModel, locator: sharedLocator,
            ids: runtime.options.ids)
    }

    public func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController {
        let pickMeUpDependencyContainer = KooberPickMeUpDependencyContainer(
            signedInDependencyContainer: self, pickupLocation: pickupLocation)
        return pickMeUpDependencyContainer.makePickMeUpViewController()
    }

    public func makeWaitingForPickupViewController() -> WaitingForPickupViewController {
        WaitingForPickupViewController(viewModel: makeWaitingForPickupViewModel())
    }

    /// "Enjoy the ride!"'s view model; "Start New Ride" goes to the signed-in view model.
    public func makeWaitingForPickupViewModel() -> WaitingForPickupViewModel {
        WaitingForPickupViewModel(goToNewRideNavigator: sharedSignedInViewModel)
    }

    public func makeProfileViewController() -> ProfileViewController {
        ProfileViewController(viewModel: makeProfileViewModel())
    }

    /// The profile's view model: signing out tells the main view model, "Done" the signed-in one.
    public func makeProfileViewModel() -> ProfileViewModel {
        ProfileViewModel(
            userSession: userSession, notSignedInResponder: mainViewModel,
            doneWithProfileResponder: sharedSignedInViewModel, userSessionRepository: userSessionRepository,
            ids: runtime.options.ids)
    }

    /// The ride API, authenticated with the captured session's token.
    public func makeNewRideRemoteAPI() -> any NewRideRemoteAPI {
        runtime.makeNewRideRemoteAPI(for: userSession)
    }
}
