extension Reducers {
    /// The signed-in screens' reducer (the sample's `signedInReducer`): the ride flow, the profile's
    /// visibility and the profile's state each reduce the action. There is no default: a signed-in
    /// state always has a session (see ``SignedInViewControllerState/init(userSession:)``).
    public static func signedInReducer(
        action: KooberAction, state: SignedInViewControllerState
    ) -> SignedInViewControllerState {
        var state = state
        state.newRideState = newRideReducer(action: action, state: state.newRideState)
        state.viewingProfile = viewingProfileReducer(action: action, state: state.viewingProfile)
        state.profileViewControllerState = profileReducer(action: action, state: state.profileViewControllerState)
        return state
    }

    /// "Profile" presents the profile, "Done" dismisses it. A nil state is the profile not shown.
    static func viewingProfileReducer(action: KooberAction, state: Bool?) -> Bool {
        switch action {
        case .signedIn(.viewProfile): true
        case .signedIn(.dismissProfile): false
        default: state ?? false
        }
    }
}
