import KooberKit
public import KooberMVVMKit
public import ViewKit

/// The drop-off picker's modal (the sample's `DropoffLocationPickerViewController`): a navigation
/// controller around the searchable list, so the list gets a title bar with "Cancel" and the search bar.
@MainActor
public final class DropoffLocationPickerViewController: NavigationController {
    /// The list of places.
    public let contentViewController: DropoffLocationPickerContentViewController

    /// Creates the modal around a list driven by `viewModel`.
    public init(viewModel: DropoffLocationPickerViewModel) {
        contentViewController = DropoffLocationPickerContentViewController(viewModel: viewModel)
        super.init(rootViewController: contentViewController)
    }
}
