public import Elements
public import KooberKit
import KooberReduxKit
import Redux

/// Makes the use cases of one signed-in session (location, profile, pick-me-up, drop-off search, ride
/// options and request, waiting), with the session's ride service; made by
/// ``KooberUseCaseFactory/makeSignedInUseCaseFactory(userSession:)``, whose store and side-effect
/// objects it shares.
///
/// Contract: every `make…` call returns a new, unstarted use case; the factory conforms to every
/// `…UseCaseMaking` protocol of the signed-in screens.
@MainActor
public final class KooberSignedInUseCaseFactory {
    /// The session the use cases act for.
    public let userSession: UserSession
    /// The session's ride service (ride options, places, ride requests).
    public let newRideRemoteAPI: any NewRideRemoteAPI
    /// The factory of the app's other use cases, whose store and side-effect objects these share.
    public let appFactory: KooberUseCaseFactory

    /// Creates the session's factory over `appFactory`'s store and side-effect objects.
    public init(userSession: UserSession, newRideRemoteAPI: any NewRideRemoteAPI, appFactory: KooberUseCaseFactory) {
        self.userSession = userSession
        self.newRideRemoteAPI = newRideRemoteAPI
        self.appFactory = appFactory
    }

    private var actionDispatcher: any ActionDispatcher<KooberAction> { appFactory.actionDispatcher }

    // MARK: Signed in

    /// A new ``GetUsersCurrentLocationUseCase``.
    public func makeGetUsersCurrentLocationUseCase() -> any UseCase {
        GetUsersCurrentLocationUseCase(
            actionDispatcher: actionDispatcher, locator: appFactory.locator, ids: appFactory.ids)
    }

    /// A new ``GoToProfileUseCase``.
    public func makeGoToProfileUseCase() -> any UseCase {
        GoToProfileUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``CloseProfileUseCase``.
    public func makeCloseProfileUseCase() -> any UseCase {
        CloseProfileUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``SignOutUseCase`` for the session.
    public func makeSignOutUseCase() -> any UseCase {
        SignOutUseCase(
            userSession: userSession, actionDispatcher: actionDispatcher,
            userSessionDataStore: appFactory.userSessionDataStore, remoteAPI: appFactory.authRemoteAPI,
            ids: appFactory.ids, logger: appFactory.logger, appState: appFactory.appState)
    }

    /// A new ``StartNewRideRequestUseCase``.
    public func makeStartNewRideRequestUseCase() -> any UseCase {
        StartNewRideRequestUseCase(actionDispatcher: actionDispatcher)
    }

    // MARK: Pick me up

    /// A new ``GoToDropoffLocationPickerUseCase``.
    public func makeGoToDropoffLocationPickerUseCase() -> any UseCase {
        GoToDropoffLocationPickerUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``SearchDropoffLocationsUseCase`` for `query` near `pickupLocation`, searching at once.
    public func makeSearchDropoffLocationsUseCase(query: String, pickupLocation: Location) -> any CancelableUseCase {
        SearchDropoffLocationsUseCase(
            query: query, pickupLocation: pickupLocation, actionDispatcher: actionDispatcher,
            locationRepository: KooberLocationRepository(remoteAPI: newRideRemoteAPI), ids: appFactory.ids,
            logger: appFactory.logger, appState: appFactory.appState)
    }

    /// A new ``DropoffLocationSearchDebouncer`` for a drop-off picker at `pickupLocation`: what the
    /// picker's search bar feeds, so searches start as in MVVM and Redux (the first at once, later ones
    /// once the text rested, each cancelling the one before).
    public func makeDropoffLocationSearchDebouncer(pickupLocation: Location) -> DropoffLocationSearchDebouncer {
        DropoffLocationSearchDebouncer(
            pickupLocation: pickupLocation, clock: appFactory.clock,
            makeSearchDropoffLocationsUseCase: { [self] query, location in
                makeSearchDropoffLocationsUseCase(query: query, pickupLocation: location)
            })
    }

    /// A new ``SelectDropoffLocationUseCase`` for `dropoffLocation`.
    public func makeSelectDropoffLocationUseCase(dropoffLocation: NamedLocation) -> any UseCase {
        SelectDropoffLocationUseCase(dropoffLocation: dropoffLocation, actionDispatcher: actionDispatcher)
    }

    /// A new ``CancelDropoffLocationPickerUseCase``.
    public func makeCancelDropoffLocationPickerUseCase() -> any UseCase {
        CancelDropoffLocationPickerUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``LoadRideOptionsUseCase`` for `pickupLocation`.
    public func makeLoadRideOptionsUseCase(pickupLocation: Location) -> any UseCase {
        LoadRideOptionsUseCase(
            pickupLocation: pickupLocation, actionDispatcher: actionDispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: newRideRemoteAPI, datastore: InMemoryRideOptionDataStore()),
            ids: appFactory.ids)
    }

    /// A new ``SelectRideOptionUseCase`` for `rideOptionID`.
    public func makeSelectRideOptionUseCase(rideOptionID: RideOptionID) -> any UseCase {
        SelectRideOptionUseCase(rideOptionID: rideOptionID, actionDispatcher: actionDispatcher)
    }

    /// A new ``ConfirmRideRequestUseCase`` (it reads the ready request from the store and sends it).
    public func makeConfirmRideRequestUseCase() -> any UseCase {
        ConfirmRideRequestUseCase(
            actionDispatcher: actionDispatcher,
            newRideRepository: KooberNewRideRepository(remoteAPI: newRideRemoteAPI), ids: appFactory.ids,
            logger: appFactory.logger, appState: appFactory.appState)
    }

    /// A new ``RequestRideUseCase`` for `newRideRequest`.
    public func makeRequestRideUseCase(newRideRequest: NewRideRequest) -> any UseCase {
        RequestRideUseCase(
            newRideRequest: newRideRequest, actionDispatcher: actionDispatcher,
            newRideRepository: KooberNewRideRepository(remoteAPI: newRideRemoteAPI), ids: appFactory.ids)
    }

    /// A new ``FinishedRequestingNewRideUseCase``.
    public func makeFinishedRequestingNewRideUseCase() -> any UseCase {
        FinishedRequestingNewRideUseCase(actionDispatcher: actionDispatcher)
    }

    // MARK: Errors

    /// A new ``FinishedPresentingErrorUseCase`` for `screen` (the app factory's).
    public func makeFinishedPresentingErrorUseCase(
        errorMessage: ErrorMessage, screen: FinishedPresentingErrorUseCase.Screen
    ) -> any UseCase {
        appFactory.makeFinishedPresentingErrorUseCase(errorMessage: errorMessage, screen: screen)
    }
}

extension KooberSignedInUseCaseFactory: GetUsersCurrentLocationUseCaseMaking, GoToProfileUseCaseMaking,
    CloseProfileUseCaseMaking, SignOutUseCaseMaking, StartNewRideRequestUseCaseMaking,
    GoToDropoffLocationPickerUseCaseMaking, SearchDropoffLocationsUseCaseMaking, SelectDropoffLocationUseCaseMaking,
    CancelDropoffLocationPickerUseCaseMaking, LoadRideOptionsUseCaseMaking, SelectRideOptionUseCaseMaking,
    ConfirmRideRequestUseCaseMaking, RequestRideUseCaseMaking, FinishedRequestingNewRideUseCaseMaking,
    FinishedPresentingErrorUseCaseMaking
{}
