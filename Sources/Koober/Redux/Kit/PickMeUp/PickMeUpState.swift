/// Which part of the ride request is on screen (the sample's `PickMeUpState`).
public enum PickMeUpState: Equatable, Codable, Sendable {
    /// The map with the pick-up and "Where to?".
    case initial
    /// The drop-off picker is up.
    case selectDropoffLocation(DropoffLocationPickerViewControllerState)
    /// The ride-option picker is up; "Confirm" shows once an option is chosen (`confirmingRequest`).
    case selectRideOption(RideOptionPickerViewControllerState, confirmingRequest: Bool)
    /// The request was sent; the requesting screen goes away.
    case final
}
