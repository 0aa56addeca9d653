public import KooberKit

/// The signed-in screens (the sample's `SignedInView`); each is a new screen when it comes.
public enum SignedInView: Equatable, Sendable {
    /// "Finding your location...".
    case gettingUsersLocation
    /// The map and the ride request, from `pickupLocation`.
    case pickMeUp(pickupLocation: Location)
    /// "Enjoy the ride!".
    case waitingForPickup
}
