public import KooberKit

/// The pick-me-up screen's actions (the sample's `PickMeUpActions`).
public enum PickMeUpActions: Equatable, Codable, Sendable {
    /// "Where to?": open the drop-off picker.
    case goToDropoffLocationPicker
    /// "Confirm": the ready request is being sent ("Requesting Ride...").
    case confirmedNewRideRequest
    /// The server accepted the request: the requesting screen goes.
    case newRideRequestSent
    /// The request failed: the error is queued; "Requesting Ride..." stays until it is dismissed.
    case failedToSendNewRideRequest(ErrorMessage)
    /// The person dismissed the request's error: with no more errors, "Confirm" comes back.
    case finishedPresentingNewRideRequestError(ErrorMessage)
}
