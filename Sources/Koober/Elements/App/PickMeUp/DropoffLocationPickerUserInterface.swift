public import KooberKit

/// What the drop-off picker can do to its view (the sample's `DropoffLocationPickerUserInterface`): show
/// the places a search found.
@MainActor
public protocol DropoffLocationPickerUserInterface: AnyObject {
    /// Shows `searchResults`, in order.
    func render(searchResults: [NamedLocation])
}
