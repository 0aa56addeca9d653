extension Reducers {
    /// The ride flow's reducer (the sample's `newRideReducer`). A nil state is getting the location.
    ///
    /// Each step applies only where the flow is: the location only while getting it (a new pick-me-up
    /// screen there), the end of the request only once it was sent (waiting for the pick-up), a new ride
    /// only while waiting (getting the location again, nothing carried over). Other actions go to the
    /// current screen's reducer.
    public static func newRideReducer(action: KooberAction, state: NewRideState?) -> NewRideState {
        let state = state ?? .gettingUsersLocation(GettingUsersLocationViewControllerState())
        switch (state, action) {
        case (.gettingUsersLocation, .signedIn(.pickUpLocationDetermined(let pickupLocation))):
            return .requestingNewRide(
                pickupLocation: pickupLocation, PickMeUpViewControllerState(pickupLocation: pickupLocation))
        case (.requestingNewRide(_, let pickMeUpViewControllerState), .signedIn(.finishedRequestingNewRide))
        where pickMeUpViewControllerState.state == .final:
            return .waitingForPickup
        case (.waitingForPickup, .signedIn(.startNewRideRequest)):
            return .gettingUsersLocation(GettingUsersLocationViewControllerState())
        case (.gettingUsersLocation(let gettingUsersLocationViewControllerState), _):
            return .gettingUsersLocation(
                gettingUsersLocationReducer(action: action, state: gettingUsersLocationViewControllerState))
        case (.requestingNewRide(let pickupLocation, let pickMeUpViewControllerState), _):
            return .requestingNewRide(
                pickupLocation: pickupLocation, pickMeUpReducer(action: action, state: pickMeUpViewControllerState))
        case (.waitingForPickup, _):
            return state
        }
    }
}
