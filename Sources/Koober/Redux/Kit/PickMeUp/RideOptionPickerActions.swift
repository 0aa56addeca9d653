public import KooberKit

/// The ride-option picker's actions (the sample's `RideOptionPickerActions`).
public enum RideOptionPickerActions: Equatable, Codable, Sendable {
    /// The options available at the pick-up arrived (the reducer makes the segments).
    case rideOptionsLoaded([RideOption])
    /// The rider chose an option: it alone is selected and "Confirm" shows.
    case rideOptionSelected(RideOptionID)
    /// The options could not be loaded.
    case failedToLoadRideOptions(ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
}
