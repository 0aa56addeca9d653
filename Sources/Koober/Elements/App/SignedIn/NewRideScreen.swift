public import KooberKit
public import KooberReduxKit

/// Which part of a new ride the signed-in screen shows: the new-ride state's case, with the pick-up for
/// picking up, so the screen hears only the moves between parts.
public enum NewRideScreen: Equatable, Sendable {
    /// "Finding your location...".
    case gettingUsersLocation
    /// Picking the person up at the location.
    case pickMeUp(Location)
    /// "Enjoy the ride!".
    case waitingForPickup

    /// The part `state` shows.
    public init(_ state: NewRideState) {
        switch state {
        case .gettingUsersLocation: self = .gettingUsersLocation
        case .requestingNewRide(let pickupLocation, _): self = .pickMeUp(pickupLocation)
        case .waitingForPickup: self = .waitingForPickup
        }
    }
}
