import Elements
import KooberKit
import KooberReduxKit
import Redux

/// The step ``ConfirmRideRequestUseCase`` and ``RequestRideUseCase`` share (the book: extract shared
/// steps into one method rather than chaining use cases): sends the request through the repository,
/// then dispatches ``PickMeUpActions/newRideRequestSent`` or
/// ``PickMeUpActions/failedToSendNewRideRequest(_:)`` ("Ride Request Error").
extension NewRideRepository {
    /// Sends `newRideRequest` and reports the outcome to `actionDispatcher`; the returned promise settles
    /// `owner` (the use case) is kept alive until the report, as the book's promise chains keep theirs.
    func send(
        _ newRideRequest: NewRideRequest, reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, keepingAlive owner: any UseCase
    ) {
        request(newRideRequest: newRideRequest)
            .done {
                _ = owner
                actionDispatcher.dispatch(.pickMeUp(.newRideRequestSent))
            }
            .catch { _ in
                _ = owner
                let errorMessage = ErrorMessage(
                    title: KooberStrings.rideRequestErrorTitle, message: KooberStrings.rideRequestErrorMessage,
                    ids: ids)
                actionDispatcher.dispatch(.pickMeUp(.failedToSendNewRideRequest(errorMessage)))
            }
    }
}
