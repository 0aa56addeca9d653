public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Sending a given ride request (the sample's `RequestRideUseCase`): dispatches
/// ``PickMeUpActions/newRideRequestSent`` or ``PickMeUpActions/failedToSendNewRideRequest(_:)`` ("Ride
/// Request Error").
///
/// Koober's screens do not start it: "Confirm" is ``ConfirmRideRequestUseCase``, which sends the
/// request itself (one request however many windows show the screen). It is here for starters that hold
/// a request of their own, such as a command line.
///
/// Contract: sends exactly one request per start; lives until it was answered.
@MainActor
public final class RequestRideUseCase: UseCase {
    // MARK: - Properties
    let newRideRequest: NewRideRequest
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let newRideRepository: any NewRideRepository
    let ids: UUIDGenerator

    // MARK: - Methods
    /// Creates the use case sending `newRideRequest`; error messages take their identities from `ids`.
    public init(
        newRideRequest: NewRideRequest, actionDispatcher: any ActionDispatcher<KooberAction>,
        newRideRepository: any NewRideRepository, ids: UUIDGenerator
    ) {
        self.newRideRequest = newRideRequest
        self.actionDispatcher = actionDispatcher
        self.newRideRepository = newRideRepository
        self.ids = ids
    }

    public func start() {
        newRideRepository.send(newRideRequest, reportingTo: actionDispatcher, ids: ids, keepingAlive: self)
    }
}
