import KooberKit

/// The pick-me-up screen's transformations (the sample's inline reducer code, named): each returns nil
/// when the step does not apply where the flow is (the sample's `fatalError`s: a late tap).
struct PickMeUpLogic {
    /// "Where to?": the picker opens, empty, at the map's first state.
    static func goToDropoffLocationPicker(_ state: PickMeUpViewControllerState) -> PickMeUpViewControllerState? {
        guard state.state == .initial, case .initial = state.progress else { return nil }
        var state = state
        state.state = .selectDropoffLocation(
            DropoffLocationPickerViewControllerState(pickupLocation: state.pickupLocation))
        return state
    }

    /// "Cancel" in the picker: back to the map.
    static func cancelDropoffLocationPicker(_ state: PickMeUpViewControllerState) -> PickMeUpViewControllerState? {
        guard case .selectDropoffLocation = state.state else { return nil }
        var state = state
        state.state = .initial
        return state
    }

    /// A place chosen in the picker: the waypoints are known, the map shows the drop-off, "Where to?"
    /// goes and the ride options come up with none chosen.
    static func dropoffLocationSelected(
        _ dropoffLocation: NamedLocation, in state: PickMeUpViewControllerState
    ) -> PickMeUpViewControllerState? {
        guard case .selectDropoffLocation = state.state, case .initial(let pickupLocation) = state.progress else {
            return nil
        }
        var state = state
        state.progress = .waypointsDetermined(
            waypoints: NewRideWaypoints(pickupLocation: pickupLocation, dropoffLocation: dropoffLocation.location))
        state.mapViewControllerState.dropoffLocation = dropoffLocation
        state.state = .selectRideOption(RideOptionPickerViewControllerState(), confirmingRequest: false)
        state.shouldDisplayWhereTo = false
        return state
    }

    /// An option chosen: the request is ready with it (replacing an earlier choice) and "Confirm"
    /// shows. Applies only while the picker is up with that option, and nothing is being sent.
    static func rideOptionSelected(
        _ rideOptionID: RideOptionID, in state: PickMeUpViewControllerState
    ) -> PickMeUpViewControllerState? {
        guard case .selectRideOption(let picker, _) = state.state, state.sendingState == .notSending,
            picker.segmentedControlState.segments.contains(where: { $0.id == rideOptionID })
        else { return nil }
        let waypoints: NewRideWaypoints
        switch state.progress {
        case .waypointsDetermined(let determined): waypoints = determined
        case .rideRequestReady(let request): waypoints = request.waypoints
        case .initial: return nil
        }
        var state = state
        state.progress = .rideRequestReady(
            rideRequest: NewRideRequest(waypoints: waypoints, rideOptionID: rideOptionID))
        state.state = .selectRideOption(
            Reducers.rideOptionPickerReducer(
                action: .rideOptionPicker(.rideOptionSelected(rideOptionID)), state: picker),
            confirmingRequest: true)
        return state
    }

    /// "Confirm": the ready request is being sent. Applies only with "Confirm" up and nothing sent yet.
    static func confirmedNewRideRequest(_ state: PickMeUpViewControllerState) -> PickMeUpViewControllerState? {
        guard case .rideRequestReady(let request) = state.progress, state.sendingState == .notSending,
            case .selectRideOption(_, confirmingRequest: true) = state.state
        else { return nil }
        var state = state
        state.sendingState = .send(request)
        return state
    }

    /// The server accepted the request: the flow is over.
    static func newRideRequestSent(_ state: PickMeUpViewControllerState) -> PickMeUpViewControllerState? {
        guard case .send = state.sendingState else { return nil }
        var state = state
        state.sendingState = .notSending
        state.state = .final
        return state
    }

    /// The request failed: its error is queued ("Requesting Ride..." stays under the alert).
    static func failedToSendNewRideRequest(
        _ errorMessage: ErrorMessage, in state: PickMeUpViewControllerState
    ) -> PickMeUpViewControllerState? {
        guard case .send = state.sendingState else { return nil }
        var state = state
        state.errorsToPresent.enqueue(errorMessage)
        return state
    }

    /// The request's error was dismissed: with no more errors, "Confirm" comes back.
    static func finishedPresentingNewRideRequestError(
        _ errorMessage: ErrorMessage, in state: PickMeUpViewControllerState
    ) -> PickMeUpViewControllerState? {
        var state = state
        guard state.errorsToPresent.dequeue(errorMessage) else { return nil }
        if state.errorsToPresent.isEmpty { state.sendingState = .notSending }
        return state
    }
}
