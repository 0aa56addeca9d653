public import KooberKit

/// Where a person is in Koober MVVM, as a window's restoration archive keeps it: which onboarding
/// screen, or which signed-in screen and whether the profile is up. What was typed is not kept (never a
/// password), nor anything in flight (a request being sent restores as the step before it).
public enum KooberNavigation: Equatable, Codable, Sendable {
    /// Welcome.
    case welcome
    /// The sign-in form.
    case signingIn
    /// The sign-up form.
    case signingUp
    /// Signed in as `email` (the screens restore only for that person's stored session).
    case signedIn(email: String, ride: Ride, viewingProfile: Bool)

    /// The signed-in screen.
    public enum Ride: Equatable, Codable, Sendable {
        /// "Finding your location...".
        case gettingUsersLocation
        /// The map from `pickupLocation`, at `step`.
        case pickMeUp(pickupLocation: Location, step: PickMeUpStep)
        /// "Enjoy the ride!".
        case waitingForPickup
    }

    /// How far the ride request on the pick-me-up screen is.
    public enum PickMeUpStep: Equatable, Codable, Sendable {
        /// The map and "Where to?".
        case whereTo
        /// The drop-off search is up.
        case searchingDropoff
        /// `dropoff` is chosen; the ride options are up (the option is chosen again).
        case choosingRideOption(dropoff: NamedLocation)
    }
}
