/// The waiting screen's action (the sample's `WaitingForPickupViewModel`): "Start New Ride".
@MainActor
public final class WaitingForPickupViewModel {
    let goToNewRideNavigator: any GoToNewRideNavigator

    /// Creates the view model.
    public init(goToNewRideNavigator: any GoToNewRideNavigator) {
        self.goToNewRideNavigator = goToNewRideNavigator
    }

    /// "Start New Ride".
    public func startNewRide() {
        goToNewRideNavigator.navigateToNewRide()
    }
}
