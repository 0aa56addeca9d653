public import Elements
public import KooberElementsKit
public import KooberKit
public import KooberUI
import ViewKit

/// The ride-option picker (the sample's Elements `RideOptionPickerViewController`): starts a new
/// ``LoadRideOptionsUseCase`` for the pick-up once its view is loaded, renders the options its observer
/// delivers, and starts a new ``SelectRideOptionUseCase`` for each choice.
@MainActor
public final class RideOptionPickerViewController: ErrorPresentingViewController {
    /// The picker's use-case factories (protocols).
    public typealias UseCaseFactory = LoadRideOptionsUseCaseMaking & SelectRideOptionUseCaseMaking

    // MARK: - Properties
    /// The pick-up the options are for.
    public let pickupLocation: Location
    /// The picker's view.
    public let userInterface: any RideOptionPickerUserInterfaceView
    /// Makes the picker's use cases.
    public let useCaseFactory: any UseCaseFactory

    // MARK: - Methods
    /// Creates the picker for `pickupLocation`; `observer` delivers the options and errors.
    public init(
        pickupLocation: Location, observer: any Observer, userInterface: any RideOptionPickerUserInterfaceView,
        useCaseFactory: any UseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.pickupLocation = pickupLocation
        self.userInterface = userInterface
        self.useCaseFactory = useCaseFactory
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        view = userInterface
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        useCaseFactory.makeLoadRideOptionsUseCase(pickupLocation: pickupLocation).start()
    }
}

extension RideOptionPickerViewController: RideOptionPickerIxResponder {
    /// Starts a new ``SelectRideOptionUseCase``.
    public func select(rideOptionID: RideOptionID) {
        useCaseFactory.makeSelectRideOptionUseCase(rideOptionID: rideOptionID).start()
    }
}

extension RideOptionPickerViewController: ObserverForRideOptionPickerEventResponder {
    /// Renders `newSegments`.
    public func received(newSegments: [RideOptionSegment]) {
        userInterface.render(newState: newSegments)
    }

}
