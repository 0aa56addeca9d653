/// Told that the rider closed the drop-off picker without choosing (the sample's `CancelDropoffLocationSelectionResponder`).
@MainActor
public protocol CancelDropoffLocationSelectionResponder: AnyObject {
    /// The picker was cancelled.
    func cancelDropoffLocationSelection()
}
