import KooberKit
public import ViewKit

/// "Enjoy the ride!" and "Start New Ride", the screen every pattern shows once the ride request was
/// accepted (the sample's `WaitingForPickupViewController`'s view).
///
/// Contract: a pattern subclasses it and overrides ``startNewRideTapped()`` (where the tap goes).
@MainActor
open class EnjoyTheRideViewController: ViewController {
    /// "Start New Ride".
    public let startNewRideButton = Button(title: KooberStrings.startNewRide, style: .filled)

    /// Creates the screen.
    public override init() {
        super.init()
    }

    /// Builds the screen. A subclass that overrides it calls `super` first.
    open override func loadView() {
        startNewRideButton.addTarget(
            self, action: EnjoyTheRideViewController.startNewRideTapped, for: .primaryActionTriggered)
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [Label(text: KooberStrings.enjoyTheRide, style: .title), startNewRideButton])
    }

    /// "Start New Ride" was pressed. The default does nothing; a pattern starts a new ride.
    open func startNewRideTapped() {}
}
