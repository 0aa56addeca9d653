public import KooberKit

/// How far the ride request is (the sample's `PickMeUpRequestProgress`).
public enum PickMeUpRequestProgress: Equatable, Sendable {
    /// Only the pick-up is known.
    case initial(pickupLocation: Location)
    /// Pick-up and drop-off are known.
    case waypointsDetermined(waypoints: NewRideWaypoints)
    /// The option is chosen too: the request can go.
    case rideRequestReady(rideRequest: NewRideRequest)
}
