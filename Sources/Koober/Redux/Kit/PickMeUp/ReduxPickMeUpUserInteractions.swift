public import KooberKit
public import Logging
public import Redux

/// The pick-me-up screen in Redux (the sample's `ReduxPickMeUpUserInteractions`).
///
/// "Confirm" reads the ready request from the store, dispatches
/// ``PickMeUpActions/confirmedNewRideRequest`` and sends that request through the repository itself,
/// then dispatches ``PickMeUpActions/newRideRequestSent`` or
/// ``PickMeUpActions/failedToSendNewRideRequest(_:)`` ("Ride Request Error"). With no ready request, or
/// one being sent already (a second window on the same store, a double tap), it does nothing but log:
/// two windows send one request. (In the sample a view sends the request when it sees `sendingState`
/// become `.send`, once per window.)
@MainActor
public final class ReduxPickMeUpUserInteractions: PickMeUpUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let newRideRepository: any NewRideRepository
    let ids: UUIDGenerator
    let logger: Logger
    let appState: @MainActor () -> AppState

    /// Creates the interactions.
    ///
    /// - Parameters:
    ///   - appState: the store's current state (`{ stateStore.state }`), where "Confirm" reads the
    ///     request.
    ///   - ids: where error messages take their identities.
    ///   - logger: where ignored confirms are logged.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, newRideRepository: any NewRideRepository,
        ids: UUIDGenerator, logger: Logger = Logger(label: "apparch.koober.redux"),
        appState: @escaping @MainActor () -> AppState
    ) {
        self.actionDispatcher = actionDispatcher
        self.newRideRepository = newRideRepository
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func goToDropoffLocationPicker() {
        actionDispatcher.dispatch(.pickMeUp(.goToDropoffLocationPicker))
    }

    public func confirmNewRideRequest() {
        newRideRepository.confirmAndSend(
            readyIn: appState(), reportingTo: actionDispatcher, ids: ids, logger: logger)
    }

    public func finishedRequestingNewRide() {
        actionDispatcher.dispatch(.signedIn(.finishedRequestingNewRide))
    }

    public func finishedPresentingNewRequestError(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.pickMeUp(.finishedPresentingNewRideRequestError(errorMessage)))
    }
}
