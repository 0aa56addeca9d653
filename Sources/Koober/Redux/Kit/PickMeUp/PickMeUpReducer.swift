extension Reducers {
    /// The pick-me-up screen's reducer (the sample's `pickMeUpReducer`): "Where to?", the pickers'
    /// outcomes, "Confirm" and the request's outcome move the flow (see ``PickMeUpLogic``); other actions
    /// go to the picker that is up. There is no default: the screen always has a pick-up location.
    ///
    /// A step that does not apply where the flow is (an option chosen after "Cancel", a confirm with no
    /// ready request, a second confirm) changes nothing, where the sample stops the app.
    public static func pickMeUpReducer(
        action: KooberAction, state: PickMeUpViewControllerState
    ) -> PickMeUpViewControllerState {
        switch action {
        case .pickMeUp(.goToDropoffLocationPicker):
            return PickMeUpLogic.goToDropoffLocationPicker(state) ?? state
        case .dropoffLocationPicker(.cancelDropoffLocationPicker):
            return PickMeUpLogic.cancelDropoffLocationPicker(state) ?? state
        case .dropoffLocationPicker(.dropoffLocationSelected(let dropoffLocation)):
            return PickMeUpLogic.dropoffLocationSelected(dropoffLocation, in: state) ?? state
        case .rideOptionPicker(.rideOptionSelected(let rideOptionID)):
            return PickMeUpLogic.rideOptionSelected(rideOptionID, in: state) ?? state
        case .pickMeUp(.confirmedNewRideRequest):
            return PickMeUpLogic.confirmedNewRideRequest(state) ?? state
        case .pickMeUp(.newRideRequestSent):
            return PickMeUpLogic.newRideRequestSent(state) ?? state
        case .pickMeUp(.failedToSendNewRideRequest(let errorMessage)):
            return PickMeUpLogic.failedToSendNewRideRequest(errorMessage, in: state) ?? state
        case .pickMeUp(.finishedPresentingNewRideRequestError(let errorMessage)):
            return PickMeUpLogic.finishedPresentingNewRideRequestError(errorMessage, in: state) ?? state
        default:
            var state = state
            switch state.state {
            case .selectDropoffLocation(let picker):
                state.state = .selectDropoffLocation(dropoffLocationPickerReducer(action: action, state: picker))
            case .selectRideOption(let picker, let confirmingRequest):
                state.state = .selectRideOption(
                    rideOptionPickerReducer(action: action, state: picker), confirmingRequest: confirmingRequest)
            case .initial, .final:
                break
            }
            return state
        }
    }
}
