public import KooberKit

/// The signed-in flow's actions (the sample's `SignedInActions`).
public enum SignedInActions: Equatable, Codable, Sendable {
    /// The rider's location was found: the pick-me-up screen starts there.
    case pickUpLocationDetermined(Location)
    /// "Profile".
    case viewProfile
    /// "Done" on the profile.
    case dismissProfile
    /// The requesting screen went away after the request was sent: wait for the pick-up.
    case finishedRequestingNewRide
    /// "Start New Ride": find the location again, nothing carried over.
    case startNewRideRequest
}
