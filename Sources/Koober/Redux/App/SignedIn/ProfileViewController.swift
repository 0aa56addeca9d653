import KooberKit
public import KooberReduxKit
public import OpenCombine
public import ViewKit

/// The profile sheet (the sample's Redux `ProfileViewController`): a navigation controller around
/// ``ProfileContentViewController``, presented as a page sheet.
@MainActor
public final class ProfileViewController: NavigationController {
    /// The sheet's content.
    public let contentViewController: ProfileContentViewController

    /// Creates the sheet.
    public init(
        statePublisher: AnyPublisher<ProfileViewControllerState, Never>, userInteractions: any ProfileUserInteractions
    ) {
        contentViewController = ProfileContentViewController(
            statePublisher: statePublisher, userInteractions: userInteractions)
        super.init(rootViewController: contentViewController)
        modalPresentationStyle = .pageSheet
    }
}
