import KooberKit
public import KooberMVVMKit
public import KooberUI
import ViewKit

/// "Enjoy the ride!" and "Start New Ride" (the sample's `WaitingForPickupViewController`; the view is
/// ``EnjoyTheRideViewController``'s, shared with every pattern): "Start New Ride" tells the view model.
@MainActor
public final class WaitingForPickupViewController: EnjoyTheRideViewController {
    /// The screen's view model.
    public let viewModel: WaitingForPickupViewModel

    /// Creates the screen.
    public init(viewModel: WaitingForPickupViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    /// Tells the view model to start a new ride.
    public override func startNewRideTapped() {
        viewModel.startNewRide()
    }
}
