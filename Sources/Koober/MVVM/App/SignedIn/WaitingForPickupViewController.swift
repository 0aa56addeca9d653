import KooberKit
public import KooberMVVMKit
public import ViewKit

/// "Enjoy the ride!" and "Start New Ride" (the sample's `WaitingForPickupViewController`).
@MainActor
public final class WaitingForPickupViewController: ViewController {
    /// The screen's view model.
    public let viewModel: WaitingForPickupViewModel

    /// Creates the screen.
    public init(viewModel: WaitingForPickupViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        let startNewRide = Button(title: KooberStrings.startNewRide, style: .filled) { [viewModel] _ in
            viewModel.startNewRide()
        }
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [Label(text: KooberStrings.enjoyTheRide, style: .title), startNewRide])
    }
}
