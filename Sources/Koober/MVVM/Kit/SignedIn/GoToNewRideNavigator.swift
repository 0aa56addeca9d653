/// Starts a new ride from the beginning (the sample's `GoToNewRideNavigator`).
@MainActor
public protocol GoToNewRideNavigator: AnyObject {
    /// Starts a new ride.
    func navigateToNewRide()
}
