public import KooberKit

/// Told the drop-off place the rider chose (the sample's `DropoffLocationDeterminedResponder`).
@MainActor
public protocol DropoffLocationDeterminedResponder: AnyObject {
    /// Drops the rider off at `location`.
    func dropOffUser(at location: NamedLocation)
}
