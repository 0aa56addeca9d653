public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux

/// "Confirm" (the sample's `ConfirmRideRequestUseCase` with its `RequestRideUseCase` step, doing what
/// `ReduxPickMeUpUserInteractions.confirmNewRideRequest()` does): reads the ready request from the
/// store, dispatches ``PickMeUpActions/confirmedNewRideRequest`` and sends that request itself, then
/// dispatches ``PickMeUpActions/newRideRequestSent`` or ``PickMeUpActions/failedToSendNewRideRequest(_:)``
/// ("Ride Request Error").
///
/// With no ready request, or one being sent already (a second window on the same store, a double tap),
/// it does nothing but log: two windows send one request. NB: in the sample this use case only
/// dispatches `ConfirmedNewRideRequest`, and each window's view starts a `RequestRideUseCase` when it
/// sees the request to send, so two windows would send it twice.
///
/// Contract: sends at most one request per start; lives until the request was answered.
@MainActor
public final class ConfirmRideRequestUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let newRideRepository: any NewRideRepository
    let ids: UUIDGenerator
    let logger: Logger
    let appState: @MainActor () -> AppState

    // MARK: - Methods
    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - newRideRepository: where the request is sent.
    ///   - ids: where error messages take their identities.
    ///   - logger: where an ignored confirm is logged.
    ///   - appState: the store's current state (`{ stateStore.state }`), where the request is read.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, newRideRepository: any NewRideRepository,
        ids: UUIDGenerator, logger: Logger = Logger(label: "apparch.koober.elements"),
        appState: @escaping @MainActor () -> AppState
    ) {
        self.actionDispatcher = actionDispatcher
        self.newRideRepository = newRideRepository
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func start() {
        newRideRepository.confirmAndSend(
            readyIn: appState(), reportingTo: actionDispatcher, ids: ids, logger: logger, keepingAlive: self)
    }
}
