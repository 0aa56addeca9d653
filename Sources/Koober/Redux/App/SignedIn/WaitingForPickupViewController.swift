import KooberKit
public import KooberReduxKit
public import ViewKit

/// "Enjoy the ride!" (the sample's Redux `WaitingForPickupViewController`): "Start New Ride" tells the user
/// interactions, which dispatch the new ride.
@MainActor
public final class WaitingForPickupViewController: ViewController {
    /// Starts a new ride.
    public let userInteractions: any WaitingForPickupUserInteractions

    /// Creates the screen.
    public init(userInteractions: any WaitingForPickupUserInteractions) {
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        let startNewRide = Button(title: KooberStrings.startNewRide, style: .filled) { [userInteractions] _ in
            userInteractions.startNewRide()
        }
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [Label(text: KooberStrings.enjoyTheRide, style: .title), startNewRide])
    }
}
