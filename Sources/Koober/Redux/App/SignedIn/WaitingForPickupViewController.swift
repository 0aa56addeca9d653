import KooberKit
public import KooberReduxKit
public import KooberUI
import ViewKit

/// "Enjoy the ride!" (the sample's Redux `WaitingForPickupViewController`; the view is
/// ``EnjoyTheRideViewController``'s, shared with every pattern): "Start New Ride" tells the user
/// interactions, which dispatch the new ride.
@MainActor
public final class WaitingForPickupViewController: EnjoyTheRideViewController {
    /// Starts a new ride.
    public let userInteractions: any WaitingForPickupUserInteractions

    /// Creates the screen.
    public init(userInteractions: any WaitingForPickupUserInteractions) {
        self.userInteractions = userInteractions
        super.init()
    }

    /// Tells the user interactions to start a new ride.
    public override func startNewRideTapped() {
        userInteractions.startNewRide()
    }
}
