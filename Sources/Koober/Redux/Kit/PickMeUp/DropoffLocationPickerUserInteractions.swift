public import KooberKit

/// What the drop-off picker can do (the sample's `DropoffLocationPickerUserInteractions`).
@MainActor
public protocol DropoffLocationPickerUserInteractions: AnyObject {
    /// "Cancel".
    func cancelDropoffLocationPicker()
    /// The search bar's text is `query` (the picker calls it when it appears, and on every change).
    func searchForDropoffLocations(using query: String, for pickupLocation: Location)
    /// A place was chosen.
    func select(dropoffLocation: NamedLocation)
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
