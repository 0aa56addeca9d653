public import KooberKit
public import OpenCombine

/// The signed-in flow's state (the sample's `SignedInViewModel`): getting the location, then the
/// pick-me-up screen, then waiting for the pick-up; and whether the profile is up. Lives as long as the
/// signed-in scope.
@MainActor
public final class SignedInViewModel: DeterminedPickUpLocationResponder, NewRideRequestAcceptedResponder,
    GoToNewRideNavigator, DoneWithProfileResponder
{
    /// The screen to show; starts by getting the rider's location.
    @Published public private(set) var view: SignedInView = .gettingUsersLocation
    /// Whether the profile is presented.
    @Published public private(set) var showingProfileScreen = false

    /// Creates the view model.
    public init() {}

    /// The location was found: the pick-me-up screen from there. Only while getting the location: a late
    /// answer (to a screen a restored navigation replaced) is logged and ignored.
    public func pickUpUser(at location: Location) {
        guard view == .gettingUsersLocation else {
            return StaleEventLog.ignored("the pick-up location", in: "\(view)")
        }
        view = .pickMeUp(pickupLocation: location)
    }

    public func newRideRequestAccepted() {
        view = .waitingForPickup
    }

    public func navigateToNewRide() {
        view = .gettingUsersLocation
    }

    /// "Profile".
    public func presentProfileScreen() {
        showingProfileScreen = true
    }

    public func finishedViewingProfile() {
        showingProfileScreen = false
    }
}
