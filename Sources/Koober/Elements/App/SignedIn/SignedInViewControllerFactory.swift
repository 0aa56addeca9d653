public import KooberKit

/// What the signed-in screen asks its container for: a new screen for each part of a ride, and the profile.
@MainActor
public protocol SignedInViewControllerFactory: AnyObject {
    /// A new "finding your location" screen.
    func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController
    /// A new pick-me-up screen for `pickupLocation`, in a new pick-me-up scope.
    func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController
    /// A new waiting-for-pickup screen.
    func makeWaitingForPickupViewController() -> WaitingForPickupViewController
    /// A new profile screen.
    func makeProfileViewController() -> ProfileViewController
}
