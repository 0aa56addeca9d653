public import KooberKit

/// Told the ride option the rider chose (the sample's `RideOptionDeterminedResponder`).
@MainActor
public protocol RideOptionDeterminedResponder: AnyObject {
    /// Picks the rider up in the option `rideOptionID`.
    func pickUpUser(in rideOptionID: RideOptionID)
}
