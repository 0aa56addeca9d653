public import KooberKit

/// Where the ride flow is (the sample's `NewRideState`); each case is a new screen.
public enum NewRideState: Equatable, Codable, Sendable {
    /// "Finding your location...".
    case gettingUsersLocation(GettingUsersLocationViewControllerState)
    /// The map and the ride request, from the pick-up location.
    case requestingNewRide(pickupLocation: Location, PickMeUpViewControllerState)
    /// "Enjoy the ride!".
    case waitingForPickup
}
