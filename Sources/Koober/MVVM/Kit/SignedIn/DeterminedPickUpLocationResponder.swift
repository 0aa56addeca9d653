public import KooberKit

/// Told where the rider is, once found (the sample's `DeterminedPickUpLocationResponder`).
@MainActor
public protocol DeterminedPickUpLocationResponder: AnyObject {
    /// Picks the rider up at `location`.
    func pickUpUser(at location: Location)
}
