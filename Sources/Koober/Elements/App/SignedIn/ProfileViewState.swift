public import KooberKit

/// Everything the profile shows: the person and whether "Sign Out" takes a tap (not while signing out).
public struct ProfileViewState: Equatable, Sendable {
    /// The person.
    public var profile: UserProfile
    /// Whether "Sign Out" is enabled.
    public var signOutEnabled: Bool

    /// Creates a state.
    public init(profile: UserProfile, signOutEnabled: Bool = true) {
        self.profile = profile
        self.signOutEnabled = signOutEnabled
    }
}
