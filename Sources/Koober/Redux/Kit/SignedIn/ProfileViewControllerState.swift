public import KooberKit

/// The profile's state (the sample's `ProfileViewControllerState`, with the MVVM profile's
/// `signOutEnabled`): who is signed in, whether "Sign Out" can be pressed, and the errors to present.
public struct ProfileViewControllerState: Equatable, Codable, Sendable {
    /// The signed-in person.
    public internal(set) var profile: UserProfile
    /// Whether "Sign Out" can be pressed (not while signing out).
    public internal(set) var signOutEnabled = true
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []

    /// The profile of `profile`, with nothing to present.
    public init(profile: UserProfile) {
        self.profile = profile
    }
}
