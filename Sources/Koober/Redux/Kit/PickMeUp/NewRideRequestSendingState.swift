public import KooberKit

/// Whether a ride request is being sent (the sample's `NewRideRequestSendingState`).
///
/// NB: in the sample a view watching this sends the request, so two windows on one store would send it
/// twice; here ``ReduxPickMeUpUserInteractions/confirmNewRideRequest()`` sends it, and the screens only
/// show "Requesting Ride..." while it is `.send`.
public enum NewRideRequestSendingState: Equatable, Codable, Sendable {
    /// Nothing is being sent.
    case notSending
    /// This request is being sent.
    case send(NewRideRequest)
}
