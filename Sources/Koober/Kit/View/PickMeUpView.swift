/// What the pick-me-up screen shows (the sample's `PickMeUpView`, the easier-to-consume form of the ride
/// request's progress): MVVM's `PickMeUpViewModel` publishes it, Redux and Elements derive it from the
/// store, and KooberUI's pick-me-up container presents it, so every pattern shows the same pick-me-up
/// screen step for step.
public enum PickMeUpView: Equatable, Sendable {
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
