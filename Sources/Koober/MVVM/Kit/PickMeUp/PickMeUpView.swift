/// The pick-me-up screen's states (the sample's `PickMeUpView`).
public enum PickMeUpView: Equatable, Sendable {
    /// The map with the pick-up; "Where to?".
    case initial
    /// The drop-off picker is up.
    case selectDropoffLocation
    /// The ride-option picker is up; "Confirm" is hidden until an option is chosen.
    case selectRideOption
    /// An option is chosen; "Confirm" is up.
    case confirmRequest
    /// "Requesting Ride...".
    case sendingRideRequest
    /// The request went; the requesting screen goes.
    case final
}
