public import KooberKit
public import Logging
public import Redux

/// The steps of "Confirm" that Redux's ``ReduxPickMeUpUserInteractions`` and Elements' use cases
/// (`ConfirmRideRequestUseCase`, `RequestRideUseCase`) share, so both patterns send a request alike.
extension NewRideRepository {
    /// "Confirm": reads the ready request from `appState`, dispatches
    /// ``PickMeUpActions/confirmedNewRideRequest`` and sends that request (``send(_:reportingTo:ids:keepingAlive:)``).
    /// With the pick-me-up screen gone, no ready request, or one being sent already (a second window on
    /// the same store, a double tap), it does nothing but log to `logger`: two windows send one request.
    public func confirmAndSend(
        readyIn appState: AppState, reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, logger: Logger, keepingAlive owner: AnyObject? = nil
    ) {
        guard case .inScope(let pickMeUp) = SignedInGetters().getPickMeUpViewControllerState(appState: appState)
        else {
            return logger.notice("Ignored Confirm: the pick-me-up screen is gone.")
        }
        guard pickMeUp.sendingState == .notSending else {
            return logger.notice("Ignored Confirm: the ride request is being sent already.")
        }
        guard case .rideRequestReady(let request) = pickMeUp.progress,
            case .selectRideOption(_, confirmingRequest: true) = pickMeUp.state
        else { return logger.notice("Ignored Confirm: no ride request is ready (\(pickMeUp.progress)).") }
        actionDispatcher.dispatch(.pickMeUp(.confirmedNewRideRequest))
        send(request, reportingTo: actionDispatcher, ids: ids, keepingAlive: owner)
    }

    /// Sends `newRideRequest`, then dispatches ``PickMeUpActions/newRideRequestSent`` or
    /// ``PickMeUpActions/failedToSendNewRideRequest(_:)`` ("Ride Request Error") to `actionDispatcher`;
    /// `owner` (a use case, say) is kept alive until that report, as the book's promise chains keep theirs.
    public func send(
        _ newRideRequest: NewRideRequest, reportingTo actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, keepingAlive owner: AnyObject? = nil
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
