import KooberKit
public import ViewKit

/// "Requesting Ride..." (the sample's `SendingRideRequestViewController`), presented full screen while
/// the request is in flight.
@MainActor
public final class SendingRideRequestViewController: ViewController {
    /// Spins while the request is in flight.
    public let activityIndicator = ActivityIndicatorView()

    public override func loadView() {
        activityIndicator.startAnimating()
        view = StackView(
            axis: .vertical, spacing: 12,
            arrangedSubviews: [Label(text: KooberStrings.requestingRide, style: .title), activityIndicator])
    }
}
