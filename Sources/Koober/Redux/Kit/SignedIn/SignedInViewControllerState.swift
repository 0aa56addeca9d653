public import KooberKit

/// The signed-in screens' state (the sample's `SignedInViewControllerState`): the ride flow, whether
/// the profile is up, and the profile's own state.
public struct SignedInViewControllerState: Equatable, Codable, Sendable {
    /// The signed-in person's session.
    public internal(set) var userSession: UserSession
    /// Where the ride flow is.
    public internal(set) var newRideState: NewRideState
    /// Whether the profile is presented.
    public internal(set) var viewingProfile: Bool
    /// The profile's state.
    public internal(set) var profileViewControllerState: ProfileViewControllerState

    /// The state right after `userSession` signed in: getting the location, no profile up.
    public init(userSession: UserSession) {
        self.init(
            userSession: userSession, newRideState: .gettingUsersLocation(GettingUsersLocationViewControllerState()),
            viewingProfile: false, profileViewControllerState: ProfileViewControllerState(profile: userSession.profile))
    }

    /// A state with every part given.
    public init(
        userSession: UserSession, newRideState: NewRideState, viewingProfile: Bool,
        profileViewControllerState: ProfileViewControllerState
    ) {
        self.userSession = userSession
        self.newRideState = newRideState
        self.viewingProfile = viewingProfile
        self.profileViewControllerState = profileViewControllerState
    }
}
