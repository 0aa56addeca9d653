public import ViewKit

/// The profile sheet (the sample's `ProfileViewController`): a navigation controller around
/// ``ProfileContentViewController``, presented as a page sheet.
@MainActor
public final class ProfileViewController: NavigationController {
    /// The sheet's content.
    public let contentViewController: ProfileContentViewController

    /// Creates the sheet around `contentViewController`.
    public init(contentViewController: ProfileContentViewController) {
        self.contentViewController = contentViewController
        super.init(rootViewController: contentViewController)
        modalPresentationStyle = .pageSheet
    }
}
