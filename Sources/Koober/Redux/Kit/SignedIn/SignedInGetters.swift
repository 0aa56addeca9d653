public import Redux

/// The getters of the signed-in screens (the sample's `SignedInGetters`), from a getter of the
/// signed-in state.
///
/// Each is out of scope once its screen is gone: a publisher of it finishes then, so a screen cannot
/// outlive its state (nor see another person's after signing out and in again).
public struct SignedInGetters {
    /// Reads the signed-in screens' state (out of scope unless someone is signed in).
    public let getSignedInState: (AppState) -> ScopedState<SignedInViewControllerState>

    /// Getters reading through `getSignedInState` (by default the running app's).
    public init(
        getSignedInState: @escaping (AppState) -> ScopedState<SignedInViewControllerState> = AppRunningGetters()
            .getSignedInViewControllerState
    ) {
        self.getSignedInState = getSignedInState
    }

    /// The getting-location screen's state, while the location is looked for.
    public func getGettingUsersLocationViewControllerState(
        appState: AppState
    ) -> ScopedState<GettingUsersLocationViewControllerState> {
        guard case .inScope(let signedIn) = getSignedInState(appState),
            case .gettingUsersLocation(let gettingUsersLocationViewControllerState) = signedIn.newRideState
        else { return .outOfScope }
        return .inScope(gettingUsersLocationViewControllerState)
    }

    /// The pick-me-up screen's state, while a ride is being requested.
    public func getPickMeUpViewControllerState(appState: AppState) -> ScopedState<PickMeUpViewControllerState> {
        guard case .inScope(let signedIn) = getSignedInState(appState),
            case .requestingNewRide(_, let pickMeUpViewControllerState) = signedIn.newRideState
        else { return .outOfScope }
        return .inScope(pickMeUpViewControllerState)
    }

    /// The profile's state, while someone is signed in (whether or not it is shown).
    public func getProfileViewControllerState(appState: AppState) -> ScopedState<ProfileViewControllerState> {
        guard case .inScope(let signedIn) = getSignedInState(appState) else { return .outOfScope }
        return .inScope(signedIn.profileViewControllerState)
    }
}
