/// What the pick-me-up screen shows (the sample's `PickMeUpView`, the easier-to-consume form of the flow's
/// state): every pattern maps its own state to it, and ``PickMeUpContainerViewController`` presents it, so
/// the patterns show the same pick-me-up screen step for step.
public enum PickMeUpScreen: Equatable, Sendable {
    /// The map with the pick-up; "Where to?".
    case initial
    /// The drop-off picker is up.
    case selectDropoffLocation
    /// The ride-option picker is up; "Confirm" is hidden until an option is chosen.
    case selectRideOption
    /// An option is chosen; "Confirm" is up.
    case confirmRequest
    /// The request is on its way: "Requesting Ride...".
    case sendingRideRequest
    /// The request went; the requesting screen goes.
    case final
}
