public import Redux

/// The getters of the pick-me-up screen's parts (the sample's `PickMeUpGetters`), from a getter of the
/// pick-me-up state.
public struct PickMeUpGetters {
    /// Reads the pick-me-up screen's state (out of scope unless a ride is being requested).
    public let getPickMeUpState: (AppState) -> ScopedState<PickMeUpViewControllerState>

    /// Getters reading through `getPickMeUpState` (by default the signed-in screens').
    public init(
        getPickMeUpState: @escaping (AppState) -> ScopedState<PickMeUpViewControllerState> = SignedInGetters()
            .getPickMeUpViewControllerState
    ) {
        self.getPickMeUpState = getPickMeUpState
    }

    /// The drop-off picker's state, while it is up.
    public func getDropoffLocationPickerViewControllerState(
        appState: AppState
    ) -> ScopedState<DropoffLocationPickerViewControllerState> {
        guard case .inScope(let pickMeUp) = getPickMeUpState(appState),
            case .selectDropoffLocation(let dropoffLocationPickerViewControllerState) = pickMeUp.state
        else { return .outOfScope }
        return .inScope(dropoffLocationPickerViewControllerState)
    }

    /// The map's state, while the pick-me-up screen is up.
    public func getMapViewControllerState(appState: AppState) -> ScopedState<MapViewControllerState> {
        guard case .inScope(let pickMeUp) = getPickMeUpState(appState) else { return .outOfScope }
        return .inScope(pickMeUp.mapViewControllerState)
    }

    /// The ride-option picker's state, while it is up.
    public func getRideOptionPickerViewControllerState(
        appState: AppState
    ) -> ScopedState<RideOptionPickerViewControllerState> {
        guard case .inScope(let pickMeUp) = getPickMeUpState(appState),
            case .selectRideOption(let rideOptionPickerViewControllerState, _) = pickMeUp.state
        else { return .outOfScope }
        return .inScope(rideOptionPickerViewControllerState)
    }
}
