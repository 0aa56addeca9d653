import KooberKit
public import ViewKit

/// The waiting-for-pickup screen's view (the sample's `WaitingForPickupRootView`, as every pattern shows
/// it): "Enjoy the ride!" and "Start New Ride", which tells ``ixResponder``.
@MainActor
public final class WaitingForPickupRootView: View {
    /// Who hears "Start New Ride"; held weakly.
    public weak var ixResponder: (any WaitingForPickupIxResponder)?
    /// "Start New Ride".
    public let startNewRideButton = Button(title: KooberStrings.startNewRide, style: .filled)

    /// Builds the view.
    public override init() {
        super.init()
        startNewRideButton.addTarget(
            self, action: WaitingForPickupRootView.startNewRide, for: .primaryActionTriggered)
        addSubview(
            StackView(
                axis: .vertical, spacing: 16,
                arrangedSubviews: [Label(text: KooberStrings.enjoyTheRide, style: .title), startNewRideButton]))
    }

    private func startNewRide() {
        ixResponder?.startNewRide()
    }
}
