public import KooberKit

/// What is known of the ride request so far (the sample's `PickMeUpRequestProgress`).
public enum PickMeUpRequestProgress: Equatable, Codable, Sendable {
    /// Only the pick-up.
    case initial(pickupLocation: Location)
    /// Pick-up and drop-off.
    case waypointsDetermined(waypoints: NewRideWaypoints)
    /// The option too: the request can be sent.
    case rideRequestReady(rideRequest: NewRideRequest)
}
