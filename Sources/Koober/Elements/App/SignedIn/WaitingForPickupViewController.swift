import Elements
public import KooberElementsKit
public import ViewKit

/// "Enjoy the ride!" (the sample's Elements `WaitingForPickupViewController`): "Start New Ride" starts a
/// new ``StartNewRideRequestUseCase``.
@MainActor
public final class WaitingForPickupViewController: ViewController {
    // MARK: - Properties
    /// The root view.
    public let userInterface: View
    /// Makes the use case for a new ride (a protocol factory).
    public let startNewRideRequestUseCaseFactory: any StartNewRideRequestUseCaseMaking

    // MARK: - Methods
    /// Creates the screen.
    public init(userInterface: View, startNewRideRequestUseCaseFactory: any StartNewRideRequestUseCaseMaking) {
        self.userInterface = userInterface
        self.startNewRideRequestUseCaseFactory = startNewRideRequestUseCaseFactory
        super.init()
    }

    public override func loadView() {
        view = userInterface
    }
}

extension WaitingForPickupViewController: WaitingForPickupIxResponder {
    /// Starts a new ``StartNewRideRequestUseCase``.
    public func startNewRide() {
        startNewRideRequestUseCaseFactory.makeStartNewRideRequestUseCase().start()
    }
}
