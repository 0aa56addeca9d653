public import KooberKit

/// What the ride-option picker's view asks for.
@MainActor
public protocol RideOptionPickerIxResponder: AnyObject {
    /// Choose the option `rideOptionID`.
    func select(rideOptionID: RideOptionID)
}
