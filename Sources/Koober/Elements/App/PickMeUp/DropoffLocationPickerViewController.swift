public import ViewKit

/// The drop-off picker sheet (the sample's `DropoffLocationPickerViewController`): a navigation
/// controller around ``DropoffLocationPickerContentViewController``.
@MainActor
public final class DropoffLocationPickerViewController: NavigationController {
    /// The sheet's content.
    public let contentViewController: DropoffLocationPickerContentViewController

    /// Creates the sheet around `contentViewController`.
    public init(contentViewController: DropoffLocationPickerContentViewController) {
        self.contentViewController = contentViewController
        super.init(rootViewController: contentViewController)
    }
}
