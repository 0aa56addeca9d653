public import KooberKit

/// What the drop-off picker asks for.
@MainActor
public protocol SelectDropoffLocationIxResponder: AnyObject {
    /// Search the places matching `query` (every place for "").
    func searchForDropoffLocations(using query: String)
    /// Drop the rider off at `dropoffLocation`.
    func select(dropoffLocation: NamedLocation)
    /// Close the picker without choosing.
    func cancelDropoffLocationPicker()
}
