public import KooberKit
public import KooberUI

/// The drop-off picker's user interface over the shared search table (KooberUI's
/// `DropoffLocationSearchViewController` draws the search bar and the rows; this object is the only thing
/// the picker's view controller renders results through).
@MainActor
public final class DropoffLocationResultsList: DropoffLocationPickerUserInterface {
    private weak var table: DropoffLocationSearchViewController?

    /// Creates the user interface over `table`.
    public init(table: DropoffLocationSearchViewController) {
        self.table = table
    }

    public func render(searchResults: [NamedLocation]) {
        table?.show(searchResults: searchResults)
    }
}
