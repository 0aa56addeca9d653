public import KooberKit

/// Makes the signed-in screens (the sample's `SignedInViewControllerFactory`), implemented by the
/// signed-in dependency container.
@MainActor
public protocol SignedInViewControllerFactory: AnyObject {
    /// "Finding your location...".
    func makeGettingUsersLocationViewController() -> GettingUsersLocationViewController
    /// The pick-me-up flow from `pickupLocation` (a new pick-me-up scope each time).
    func makePickMeUpViewController(pickupLocation: Location) -> PickMeUpViewController
    /// "Enjoy the ride!".
    func makeWaitingForPickupViewController() -> WaitingForPickupViewController
    /// The profile.
    func makeProfileViewController() -> ProfileViewController
}
