/// Where a ride starts and ends (the sample's `NewRideWaypoints`).
public struct NewRideWaypoints: Codable, Hashable, Sendable {
    /// Where the rider is picked up.
    public var pickupLocation: Location
    /// Where the rider is dropped off.
    public var dropoffLocation: Location

    /// Creates waypoints.
    public init(pickupLocation: Location, dropoffLocation: Location) {
        self.pickupLocation = pickupLocation
        self.dropoffLocation = dropoffLocation
    }
}

/// A ride to request (the sample's `NewRideRequest`; its JSON is Koober Cloud's `POST /ride` body).
public struct NewRideRequest: Codable, Hashable, Sendable {
    /// Where the ride starts and ends.
    public var waypoints: NewRideWaypoints
    /// The kind of animal asked for.
    public var rideOptionID: RideOptionID

    /// Creates a request.
    public init(waypoints: NewRideWaypoints, rideOptionID: RideOptionID) {
        self.waypoints = waypoints
        self.rideOptionID = rideOptionID
    }
}
