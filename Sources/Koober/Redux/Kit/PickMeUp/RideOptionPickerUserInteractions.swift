public import KooberKit

/// What the ride-option picker can do (the sample's `RideOptionPickerUserInteractions`, without the
/// screen scale: segments name their images, the image cache picks the scale).
@MainActor
public protocol RideOptionPickerUserInteractions: AnyObject {
    /// Loads the options available at `pickupLocation` (the picker calls it when it appears).
    func loadRideOptions(availableAt pickupLocation: Location)
    /// The rider chose `rideOptionID`.
    func select(rideOptionID: RideOptionID)
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
