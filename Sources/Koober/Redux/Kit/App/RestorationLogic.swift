import KooberKit

/// The transformations that turn a saved state into one to restore (see
/// ``RestorableAppState/appRunningState(for:)``): transient parts start again, inconsistent parts start
/// at their screen's beginning.
struct RestorationLogic {
    /// Onboarding at the saved screen, its form fresh (no errors, not signing in or up).
    static func restored(_ onboardingState: OnboardingState) -> OnboardingState {
        switch onboardingState {
        case .welcoming: .welcoming
        case .signingIn: .signingIn(SignInViewControllerState())
        case .signingUp: .signingUp(SignUpViewControllerState())
        }
    }

    /// The ride flow at the saved screen: finding the location again, the pick-me-up screen as
    /// ``restored(_:pickupLocation:)`` says, or waiting for the pick-up.
    static func restored(_ newRideState: NewRideState) -> NewRideState {
        switch newRideState {
        case .gettingUsersLocation:
            return .gettingUsersLocation(GettingUsersLocationViewControllerState())
        case .requestingNewRide(let pickupLocation, let pickMeUpState):
            guard pickMeUpState.state != .final else { return .waitingForPickup }
            return .requestingNewRide(
                pickupLocation: pickupLocation, restored(pickMeUpState, pickupLocation: pickupLocation))
        case .waitingForPickup:
            return .waitingForPickup
        }
    }

    /// The pick-me-up screen at the saved step, without errors or a request being sent; a drop-off picker
    /// starts a new search. A state whose parts disagree (another pick-up, a drop-off without the ride
    /// options, "Confirm" without a ready request) is the screen at its start.
    static func restored(
        _ state: PickMeUpViewControllerState, pickupLocation: Location
    ) -> PickMeUpViewControllerState {
        let start = PickMeUpViewControllerState(pickupLocation: pickupLocation)
        guard state.pickupLocation == pickupLocation, state.mapViewControllerState.pickupLocation == pickupLocation
        else { return start }
        switch (state.state, state.progress) {
        case (.initial, .initial(let progressPickup)) where progressPickup == pickupLocation:
            return start
        case (.selectDropoffLocation, .initial(let progressPickup)) where progressPickup == pickupLocation:
            var restored = start
            restored.state = .selectDropoffLocation(
                DropoffLocationPickerViewControllerState(pickupLocation: pickupLocation))
            return restored
        case (.selectRideOption(let picker, let confirmingRequest), let progress):
            guard let (waypoints, isReady) = waypoints(of: progress), waypoints.pickupLocation == pickupLocation,
                let dropoff = state.mapViewControllerState.dropoffLocation,
                dropoff.location == waypoints.dropoffLocation, !confirmingRequest || isReady
            else { return start }
            return PickMeUpViewControllerState(
                pickupLocation: pickupLocation,
                state: .selectRideOption(
                    RideOptionPickerViewControllerState(segmentedControlState: picker.segmentedControlState),
                    confirmingRequest: confirmingRequest),
                sendingState: .notSending, progress: progress,
                mapViewControllerState: MapViewControllerState(
                    pickupLocation: pickupLocation, dropoffLocation: dropoff),
                shouldDisplayWhereTo: false, errorsToPresent: [])
        default:
            return start
        }
    }

    /// The waypoints `progress` knows, and whether the request is ready; nil before the drop-off.
    private static func waypoints(of progress: PickMeUpRequestProgress) -> (NewRideWaypoints, isReady: Bool)? {
        switch progress {
        case .initial: nil
        case .waypointsDetermined(let waypoints): (waypoints, false)
        case .rideRequestReady(let request): (request.waypoints, true)
        }
    }
}
