extension Reducers {
    /// The ride-option picker's reducer (the sample's `rideOptionPickerReducer`). A nil state has no
    /// segments and no errors.
    ///
    /// - ``RideOptionPickerActions/rideOptionsLoaded(_:)``: one segment per option, none selected (a
    ///   reload keeps the choice).
    /// - ``RideOptionPickerActions/rideOptionSelected(_:)``: that segment alone is selected; an unknown
    ///   identity changes nothing (the sample deselects every segment while the request takes the
    ///   unknown option; the MVVM picker ignores it).
    /// - ``RideOptionPickerActions/failedToLoadRideOptions(_:)``: the error is queued;
    ///   ``RideOptionPickerActions/finishedPresentingError(_:)`` removes it.
    public static func rideOptionPickerReducer(
        action: KooberAction, state: RideOptionPickerViewControllerState?
    ) -> RideOptionPickerViewControllerState {
        var state = state ?? RideOptionPickerViewControllerState()
        switch action {
        case .rideOptionPicker(.rideOptionsLoaded(let rideOptions)):
            state.segmentedControlState.segments = RideOptionPickerLogic.segments(
                for: rideOptions, keepingSelectionOf: state.segmentedControlState.segments)
        case .rideOptionPicker(.rideOptionSelected(let rideOptionID)):
            if let segments = RideOptionPickerLogic.select(rideOptionID, in: state.segmentedControlState.segments) {
                state.segmentedControlState.segments = segments
            }
        case .rideOptionPicker(.failedToLoadRideOptions(let errorMessage)):
            state.errorsToPresent.enqueue(errorMessage)
        case .rideOptionPicker(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
